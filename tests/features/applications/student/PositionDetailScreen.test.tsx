import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STUDENT_REFUSED_CODE, studentApplicationPaths } from '../../../../contract/applications';
import { emptyStudentSession } from '../../../../app/session/studentSessionSlice';
import MyApplicationsScreen from '../../../../features/applications/student/screens/MyApplicationsScreen';
import PositionDetailScreen from '../../../../features/applications/student/screens/PositionDetailScreen';
import {
  ALREADY_APPLIED_MESSAGE,
  MOCK_STUDENT_POSITION_IDS,
  resetStudentApplicationsMock,
} from '../../../../stories/mocks/handlers/studentApplications';
import { clearBrowserState, envelope, postedBodies, startMockApi } from '../../../app/support/mockApi';
import { renderScreens } from '../../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetStudentApplicationsMock();
});

const slow = { timeout: 5000 };

function renderDetail(id: string = MOCK_STUDENT_POSITION_IDS.open) {
  return renderScreens(
    [
      { path: '/zpgw/:id', element: <PositionDetailScreen /> },
      { path: '/wdsq', element: <MyApplicationsScreen /> },
    ],
    {
      at: `/zpgw/${id}`,
      preloadedState: {
        device: { isPhone: false },
        studentSession: { ...emptyStudentSession, token: 'stok', schoolCode: '00000' },
      },
    },
  );
}

async function applyAndConfirm(user: ReturnType<typeof renderDetail>['user']) {
  await user.click(await screen.findByRole('button', { name: '申请职位' }, slow));
  const dialog = await screen.findByRole('alertdialog', { name: '申请职位' });
  await user.click(within(dialog).getByRole('button', { name: '确认申请' }));
}

describe('申请职位 on the position detail', () => {
  it('applies to this position after the confirmation and then shows my application', async () => {
    const bodies = postedBodies<{ zwid: string }>(server, studentApplicationPaths.apply);
    const { user, path } = renderDetail();
    await applyAndConfirm(user);
    expect(await screen.findByText('申请成功，可在“我的申请”中查看进度')).toBeInTheDocument();
    expect(bodies).toEqual([{ zwid: MOCK_STUDENT_POSITION_IDS.open }]);
    await user.click(await screen.findByRole('link', { name: '查看申请进度' }, slow));
    expect(path()).toMatch(/^\/wdsq\?id=a\d+$/);
    expect(await screen.findByRole('dialog', { name: 'Java 后端开发工程师' }, slow)).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const bodies = postedBodies(server, studentApplicationPaths.apply);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '申请职位' }, slow));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('button', { name: '申请职位' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal once (the student client's toast) and keeps the page", async () => {
    server.use(
      http.post(studentApplicationPaths.apply, () =>
        HttpResponse.json(envelope(null, STUDENT_REFUSED_CODE, ALREADY_APPLIED_MESSAGE)),
      ),
    );
    const { user } = renderDetail();
    await applyAndConfirm(user);
    expect(await screen.findAllByText(ALREADY_APPLIED_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Java 后端开发工程师' })).toBeInTheDocument();
  });

  it('offers no button on a position I applied to', async () => {
    renderDetail(MOCK_STUDENT_POSITION_IDS.applied);
    expect(await screen.findByText('邀请面试', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请职位' })).not.toBeInTheDocument();
  });
});
