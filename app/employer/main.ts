import { installNativeBridge, storedRegistrationId } from '../device/nativeBridge';
import { loginAddressOf, type LoginAddress } from './login/loginAddress';

// The employer app's entry decides by the address: a first visit to a login page gets the light login
// page (app/employer/login: the form, a fetch client, no store or router, a fraction of the app's
// JavaScript); every other page, and a login the guard has something to do for, the whole app. The
// entry itself imports neither, not even React: what it loads first is only this choice.

/** The token cookie app/session writes (employerSessionStorage.ts), read without loading it. */
const hasEmployerToken = () => /(?:^|;\s*)comToken=[^;]/.test(document.cookie);

/**
 * The login addresses the light page answers alone: nobody is logged in (the guard sends a token
 * holder home) and no native app handed a registration id over (the guard tries its app login).
 */
function lightLoginAddress(): LoginAddress | null {
  const address = loginAddressOf(window.location.pathname, window.location.search);
  return address !== null && !hasEmployerToken() && storedRegistrationId() === null ? address : null;
}

/**
 * Resolves once the browser has painted what it has (a frame, then a task). The server sent the login
 * page whole: its scripts are fetched after it shows, never competing with it.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function startApp(container: HTMLElement) {
  const [
    { createElement, StrictMode },
    { createRoot },
    { setAppNavigator },
    { App },
    { watchDevice },
    { createAppRouter },
    { handleSessionExpiry },
    store,
  ] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../api/appNavigation'),
    import('./App'),
    import('../device/watchDevice'),
    import('./routes/createAppRouter'),
    import('./sessionExpiry'),
    import('../store').then(({ loadPersistedState, makeStore }) => makeStore(loadPersistedState())),
  ]);
  watchDevice(store.dispatch);
  const router = createAppRouter({ store });
  handleSessionExpiry(store, router);
  setAppNavigator((to) => router.navigate(to));
  createRoot(container).render(createElement(StrictMode, null, createElement(App, { store, router })));
}

/** Resolves in a task of its own: what follows does not lengthen the task that came before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Hydrates the server's login page in steps that each leave the browser free between them (a phone
 * answers a tap at any moment): React with styled-components, which re-reads the server's styles as it
 * loads; the kit and the login's view; hydration, itself in slices.
 */
async function startLoginPage(container: HTMLElement, address: LoginAddress) {
  await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  const { startLoginPage: start } = await import('./login/startLoginPage');
  await nextTask();
  await start(container, address);
}

installNativeBridge();
const container = document.getElementById('root');
if (container) {
  const loginAddress = lightLoginAddress();
  void (loginAddress === null ? startApp(container) : startLoginPage(container, loginAddress));
}
