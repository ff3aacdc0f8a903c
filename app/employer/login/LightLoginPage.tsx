import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { EmployerLoginResult } from '../../../contract/account';
import { authPaths, employerHomePath } from '../../../features/auth/authPaths';
import { EmployerLoginView } from '../../../features/auth/components/EmployerLoginView';
import { loginDestination } from '../../../features/auth/loginDestination';
import { safeRedirectPath } from '../../../features/auth/redirectPath';
import { message, messageStore } from '../../../ui/Message/message';
import { notice, noticeStore } from '../../../ui/Notice/notice';
import { ThemeRoot } from '../../../ui/theme/ThemeRoot';
import { isPhoneDevice } from '../../device/phoneDetection';
import { fetchLoginClient } from './fetchLoginClient';
import type { LoginAddress } from './loginAddress';
import type { LoginPageState } from './loginPageState';
import { APP_BASE, PlainLink } from './PlainLink';
import { saveEmployerLogin } from './saveLogin';

const ToastHosts = lazy(() => import('./ToastHosts'));

/** Spec section 9: the device is judged again once the window has been still for a second. */
const RESIZE_DEBOUNCE_MS = 1000;

/** The phone or desktop layout: first the one the page was rendered in, then the device's own. */
function useVariant(initial: LoginPageState['variant']): LoginPageState['variant'] {
  const [variant, setVariant] = useState(initial);
  useEffect(() => {
    const detect = () =>
      setVariant(isPhoneDevice(navigator.userAgent, document.body.clientWidth) ? 'phone' : 'desktop');
    detect();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(detect, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return variant;
}

const anyToast = () => messageStore.getSnapshot().length > 0 || noticeStore.getSnapshot().length > 0;

function subscribeToToasts(onChange: () => void) {
  const stops = [messageStore.subscribe(onChange), noticeStore.subscribe(onChange)];
  return () => stops.forEach((stop) => stop());
}

/**
 * True while a toast is up (验证码已发送, 登录成功): the hosts, portals the server cannot render, and
 * their chunk load with the first toast instead of right after hydration, where they lengthened the
 * page's busiest moment on a phone. A host shows the toasts already in its store, and none without them.
 */
const useToastsUp = (): boolean => useSyncExternalStore(subscribeToToasts, anyToast, () => false);

export type LightLoginPageProps = {
  address: LoginAddress;
  state: LoginPageState;
  /** The page's origin (location.origin; the request's on the server), to judge the redirect query. */
  origin: string;
  /** Loads the app's page at an address in place of this one (location.replace; tests watch it). */
  leave?: (url: string) => void;
};

const replacePage = (url: string) => window.location.replace(url);

/**
 * The employer login as the first screen of a visit: the app's login view with a fetch client,
 * without store or router (app/employer/main.ts picks it for login addresses). A login is kept as
 * app/session keeps it, then the page the app would go to is loaded in its place.
 */
export function LightLoginPage({ address, state, origin, leave = replacePage }: LightLoginPageProps) {
  const variant = useVariant(state.variant);
  const toastsUp = useToastsUp();
  const redirect = safeRedirectPath(address.redirect, origin);

  const completeLogin = (login: EmployerLoginResult) => {
    saveEmployerLogin(login);
    const target = loginDestination({
      redirect: address.redirect,
      origin,
      home: employerHomePath(variant === 'phone'),
      employerCount: login.dwsl ?? 1,
      offerEmployerChoice: true,
      passwordPending: login.mmdsz ?? false,
    });
    // Replaced, as the app does: 返回 does not lead back to the login.
    leave(`${APP_BASE}${target}`);
  };

  return (
    <ThemeRoot wzzsd={state.colour}>
      <EmployerLoginView
        title={address.title}
        variant={variant}
        siteName={state.siteName}
        xxdm={state.xxdm}
        returnsToPage={redirect !== null}
        weChatLoginPath={state.inWeChat ? authPaths.weChatLogin(state.xxdm, redirect ?? undefined) : null}
        client={fetchLoginClient}
        onLoggedIn={completeLogin}
        notifySuccess={(text) => (variant === 'phone' ? notice : message).success(text)}
        AppLink={PlainLink}
      />
      {toastsUp && (
        <Suspense fallback={null}>
          <ToastHosts />
        </Suspense>
      )}
    </ThemeRoot>
  );
}
