import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { StudentPortalLayout } from '../../../contract/studentPortal';
import { createStudentRouter } from '../../../app/student/routes/createStudentRouter';
import { handleStudentSessions } from '../../../app/student/sessionEvents';
import type { StudentPage } from '../../../app/api/studentClient';
import { initialSiteState } from '../../../app/site/siteSlice';
import { emptyStudentSession } from '../../../app/session/studentSessionSlice';
import type { AppStore, RootState } from '../../../app/store';
import { FeedbackHost, resetFeedback } from '../../../ui/Feedback';
import { DEMO_STUDENT_TOKEN, demoStudent } from '../../mocks/handlers/studentAccount';
import { demoSiteSetting, demoSystemConfig } from '../../mocks/handlers/site';

/** Finding what a call brings: generous, the machine running the stories is shared. */
export const slow = { timeout: 8000 };

/** A story must not leave the page: the session probe's reload and page loads stay here. */
const storyPage: StudentPage = { assign: () => undefined, reload: () => undefined };

export type StudentAtProps = {
  /** The portal path the story opens (without the /sc or /mobile base). */
  path: string;
};

/**
 * The whole portal (its routes, session guard, shell) at one path, on the story's store; the layout
 * follows the store's device, as main.tsx sets it from the base.
 */
export function StudentAt({ path }: StudentAtProps) {
  const store = useStore.withTypes<AppStore>()();
  const [router] = useState(() =>
    createStudentRouter({
      store,
      layout: store.getState().device.isPhone ? 'phone' : 'desktop',
      page: storyPage,
      initialEntries: [path],
    }),
  );
  useEffect(() => handleStudentSessions(store), [store]);
  useEffect(() => {
    resetFeedback();
    return resetFeedback;
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      <FeedbackHost variant={store.getState().device.isPhone ? 'phone' : 'desktop'} />
    </>
  );
}

/**
 * Store states of the portal's stories, on a desktop (/sc/) or a phone (/mobile/): the demo student
 * logged in on this page ('token'), logged in within the day but the page reloaded ('cookie': only the
 * school cookie is readable), or never logged in here ('none').
 */
export function studentState({
  layout = 'desktop',
  session = 'token',
}: { layout?: StudentPortalLayout; session?: 'token' | 'cookie' | 'none' } = {}): Partial<RootState> {
  return {
    device: { isPhone: layout === 'phone' },
    site: { ...initialSiteState, setting: demoSiteSetting, zzxxdm: '00000', config: demoSystemConfig },
    studentSession: {
      ...emptyStudentSession,
      token: session === 'token' ? DEMO_STUDENT_TOKEN : null,
      schoolCode: session === 'none' ? null : demoStudent.schoolCode,
    },
  };
}
