import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EmployerLoginResult } from '../../contract/account';
import { useAppDispatch, useAppSelector } from '../../app/api/hooks';
import { employerLoggedIn } from '../../app/api/session';
import { selectIsPhone } from '../../app/api/site';
import { employerHomePath } from './authPaths';
import { safeRedirectPath } from './redirectPath';
import { useNotify } from './useNotify';

/**
 * What every successful login does: keep the session (app/session writes cookie and storage), then
 * go back to the page the `redirect` query names, when it is a page of this app, or to `home` (the
 * employer home of the device unless given).
 * The login page is replaced in the history, so 返回 does not lead back to it.
 */
export function useCompleteLogin(home?: string): (login: EmployerLoginResult, successText?: string) => void {
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
      const target = safeRedirectPath(redirect, window.location.origin) ?? home ?? employerHomePath(isPhone);
      void navigate(target, { replace: true });
    },
    [dispatch, navigate, isPhone, notify, redirect, home],
  );
}
