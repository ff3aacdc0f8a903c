import { studentPaths, type StudentProfile } from '../../../contract/student';
import { studentAuthApi } from '../../../features/studentAuth/studentAuthApi';
import { studentRequest, type StudentPage } from '../../api/studentClient';
import {
  selectStudentToken,
  studentProfileLoaded,
  type StudentSession,
} from '../../session/studentSessionSlice';
import type { AppStore } from '../../store';

/**
 * Whether this page knows of a student session:
 * - 'known': a token from this page's login, or the profile read on this page load;
 * - 'unknown': none here, but the school cookie (1 day, written at login) says a student logged in
 *   within the day. The server keeps the token in an HttpOnly cookie the page cannot read, so after
 *   a reload only the server can tell whether the session lives;
 * - 'none': no sign of a login: the login page.
 */
export type StudentPresence = 'known' | 'unknown' | 'none';

export function studentPresence(session: StudentSession): StudentPresence {
  if (session.token !== null || session.name !== null) return 'known';
  return session.schoolCode !== null ? 'unknown' : 'none';
}

const browserPage: StudentPage = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/**
 * Asks the server whether the student's session lives (GET /stu/grzx/syxx/info, silently); true
 * when it does, with the profile cached for the shell. A dead session (4003) answers false instead of
 * reloading the page as the code table does elsewhere: the reload would ask again, forever. Code
 * 400301 still renews the app token, and then reloads.
 */
export async function probeStudentSession(
  store: AppStore,
  page: StudentPage = browserPage,
): Promise<boolean> {
  try {
    const envelope = await studentRequest<StudentProfile>(
      { url: studentPaths.profile, silent: true },
      {
        getState: () => store.getState(),
        dispatch: store.dispatch,
        page: {
          assign: page.assign,
          reload: () => {
            if (selectStudentToken(store.getState()) !== null) page.reload();
          },
        },
      },
    );
    if (envelope.code !== 200) return false;
    const profile = envelope.result;
    store.dispatch(studentProfileLoaded({ name: profile.name, tags: profile.tags }));
    await store.dispatch(studentAuthApi.util.upsertQueryData('studentProfile', undefined, profile));
    return true;
  } catch {
    return false;
  }
}
