import { useNavigate } from 'react-router-dom';
import { studentPages } from '../../../contract/studentPortal';
import { logoutStudent } from '../../../features/studentAuth/logout';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { selectStudentSession } from '../../session/studentSessionSlice';

/**
 * 退出登录: ends the session and goes to the login, for the student's school so the next login starts
 * there. The cached answers stay until the next login drops them (sessionEvents.ts): dropped now, the
 * pages still on screen would ask again without a session, and code 4003 would reload the page.
 */
export function useStudentLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { schoolCode } = useAppSelector(selectStudentSession);
  return async () => {
    await logoutStudent(dispatch);
    const login =
      schoolCode === null
        ? studentPages.login
        : `${studentPages.login}?xxdm=${encodeURIComponent(schoolCode)}`;
    await navigate(login, { replace: true });
  };
}
