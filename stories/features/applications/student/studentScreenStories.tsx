import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { emptyStudentSession } from '../../../../app/session/studentSessionSlice';
import type { RootState } from '../../../../app/store';
import { studentPages } from '../../../../contract/studentPortal';
import { RecommendedPositions } from '../../../../features/applications/student/components/RecommendedPositions';
import MyApplicationsScreen from '../../../../features/applications/student/screens/MyApplicationsScreen';
import PositionDetailScreen from '../../../../features/applications/student/screens/PositionDetailScreen';
import PositionSearchScreen from '../../../../features/applications/student/screens/PositionSearchScreen';
import { PhoneLayout } from '../../../../ui/Layout';
import { fontSize, space } from '../../../../ui/theme';
import { DEMO_STUDENT_TOKEN, demoStudent } from '../../../mocks/handlers/studentAccount';
import { ScreenRouter, landing, phoneGlobals, storeState } from '../../support';

/** Finding what a call brings: generous, the machine running the stories is shared. */
export const slow = { timeout: 8000 };

const StyledTitle = styled.h1`
  margin: 0 0 ${space(4)};
  font-size: ${fontSize.xl};
`;

/** The logged-in demo student, on a desktop (/sc/) or a phone (/mobile/). */
export function studentStoreState({ phone = false }: { phone?: boolean } = {}): Partial<RootState> {
  return {
    ...storeState({ phone }),
    studentSession: {
      ...emptyStudentSession,
      token: DEMO_STUDENT_TOKEN,
      schoolCode: demoStudent.schoolCode,
      name: demoStudent.name,
    },
  };
}

export const studentScreenParameters = {
  layout: 'padded',
  router: false,
  store: { preloadedState: studentStoreState() },
};

export const studentPhoneStory = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: studentStoreState({ phone: true }) } },
};

/** A page as the portal's shell frames it: the title as the page heading, the phone's top bar on phones. */
function framed(title: string, screen: ReactElement, phone: boolean): ReactElement {
  return phone ? (
    <PhoneLayout title={title}>{screen}</PhoneLayout>
  ) : (
    <>
      <StyledTitle>{title}</StyledTitle>
      {screen}
    </>
  );
}

/**
 * The student's search, detail, applications and the home's 推荐职位 under the portal's paths, so links
 * between them work; other portal pages are stand-ins naming their path.
 */
function routes(phone: boolean): RouteObject[] {
  return [
    { path: studentPages.home, element: framed('首页', <RecommendedPositions />, phone) },
    { path: studentPages.positions, element: framed('职位搜索', <PositionSearchScreen />, phone) },
    { path: `${studentPages.positions}/:id`, element: framed('职位详情', <PositionDetailScreen />, phone) },
    { path: studentPages.applications, element: framed('我的申请', <MyApplicationsScreen />, phone) },
    landing(studentPages.myResume),
  ];
}

/** Renders the portal's student screens at an address (path and query, without /sc or /mobile). */
export const studentScreenAt = (address: string, phone = false) => ({
  render: () => <ScreenRouter routes={routes(phone)} at={address} />,
});
