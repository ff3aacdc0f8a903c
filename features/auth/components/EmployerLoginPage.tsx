import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link';
import { useAppSelector } from '../../../app/api/hooks';
import { isWeChatBrowser } from '../../../app/api/session';
import { selectIsPhone, selectSiteName } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { authPaths } from '../authPaths';
import { safeRedirectPath } from '../redirectPath';
import { useAccountLoginClient } from '../useAccountLoginClient';
import { useCompleteLogin } from '../useCompleteLogin';
import { useSchoolCode } from '../useSchoolCode';
import { EmployerLoginView } from './EmployerLoginView';

function RouterAppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} underline="hover">
      {children}
    </Link>
  );
}

/**
 * The employer login inside the app (routes Login and dwlogin): the login view with the store's
 * session and the router's navigation. A first visit to a login address gets the light login page
 * (app/employer/login) instead, the same view without store and router.
 */
export function EmployerLoginPage({ title }: { title: string }) {
  const isPhone = useAppSelector(selectIsPhone);
  const siteName = useAppSelector(selectSiteName);
  const xxdm = useSchoolCode();
  const [query] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const client = useAccountLoginClient();
  const notify = useNotify();
  // Mode 1 marks a redirected login (spec section 2), but only a redirect query names a page to go
  // back to: a bookmarked /login/{xxdm}/1 leads home, so it makes no such promise.
  const redirect = safeRedirectPath(query.get('redirect'), window.location.origin);

  return (
    <EmployerLoginView
      title={title}
      variant={isPhone ? 'phone' : 'desktop'}
      siteName={siteName}
      xxdm={xxdm}
      returnsToPage={redirect !== null}
      weChatLoginPath={
        isWeChatBrowser(navigator.userAgent) ? authPaths.weChatLogin(xxdm, redirect ?? undefined) : null
      }
      client={client}
      onLoggedIn={(login) => completeLogin(login)}
      notifySuccess={(text) => notify.success(text)}
      AppLink={RouterAppLink}
    />
  );
}
