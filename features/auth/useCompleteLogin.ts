import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EmployerLoginResult } from '../../contract/account';
import { useAppDispatch, useAppSelector } from '../../app/api/hooks';
import { employerLoggedIn } from '../../app/api/session';
import { selectIsPhone } from '../../app/api/site';
import { employerHomePath } from './authPaths';
import { loginDestination } from './loginDestination';
import { useNotify } from '../../app/api/useNotify';

export type CompleteLoginOptions = {
  /** Where to go when no redirect applies; the employer home of the device unless given. */
  home?: string;
  /** False on the pick-employer page: a login of several employers is not sent back to it. */
  offerEmployerChoice?: boolean;
};

/**
 * What every successful login does: keep the session (app/session writes cookie and storage), then
 * go where loginDestination says (the `redirect` query's page or home, through pickdwxs when the
 * login acts for several employers, through wsdwyh when it has no password yet).
 * The login page is replaced in the history, so 返回 does not lead back to it.
 */
export function useCompleteLogin({ home, offerEmployerChoice = true }: CompleteLoginOptions = {}): (
  login: EmployerLoginResult,
  successText?: string,
) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isPhone = useAppSelector(selectIsPhone);
  const notify = useNotify();
  const [query] = useSearchParams();
  const redirect = query.get('redirect');
  return useCallback(
    (login, successText = '登录成功') => {
      dispatch(employerLoggedIn(login));
      notify.success(successText);
      const target = loginDestination({
        redirect,
        origin: window.location.origin,
        home: home ?? employerHomePath(isPhone),
        employerCount: login.dwsl ?? 1,
        offerEmployerChoice,
        passwordPending: login.mmdsz ?? false,
      });
      void navigate(target, { replace: true });
    },
    [dispatch, navigate, isPhone, notify, redirect, home, offerEmployerChoice],
  );
}
