import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_SCHOOL_CODE } from '../../../contract/site';
import { isWeChatBrowser } from '../../session/weChat';
import { readEmployerSession } from '../../session/employerSessionStorage';
import { isPhoneDevice } from '../../device/phoneDetection';
import { APP_TITLE } from '../../site/siteSettings';
import { fetchMainSchoolCode, fetchSiteSetting } from './fetchLoginClient';
import type { LoginAddress } from './loginAddress';
import { loginDocumentTitle, readLoginPageState, type LoginPageState } from './loginPageState';
import { LightLoginPage } from './LightLoginPage';

/**
 * What a page the server did not render needs first: its school as the app's guard picks it (the
 * address's, else the stored one, else the main site's, else 00000), that site's name and colour,
 * and the device.
 */
async function clientPageState(address: LoginAddress): Promise<LoginPageState> {
  const xxdm =
    address.xxdm ?? readEmployerSession().xxdm ?? (await fetchMainSchoolCode()) ?? DEFAULT_SCHOOL_CODE;
  const site = await fetchSiteSetting(xxdm);
  return {
    xxdm,
    siteName: site?.wzmc || APP_TITLE,
    colour: site?.wzzsd ?? '',
    variant: isPhoneDevice(navigator.userAgent, document.body.clientWidth) ? 'phone' : 'desktop',
    inWeChat: isWeChatBrowser(navigator.userAgent),
  };
}

/**
 * Starts the light login page: over the server's markup (hydrated: no flash, no shift), or rendered
 * here when the server sent the empty page (a build without its renderer, a development server).
 */
export async function startLoginPage(
  container: HTMLElement,
  address: LoginAddress,
  leave?: (url: string) => void,
): Promise<void> {
  const served = readLoginPageState();
  const page = (state: LoginPageState) => (
    <StrictMode>
      <LightLoginPage address={address} state={state} origin={window.location.origin} leave={leave} />
    </StrictMode>
  );
  if (served !== null && container.firstElementChild !== null) {
    // As a transition: React hydrates in slices, yielding to the browser between them, instead of one
    // long task that holds a tap on the form (the page is already painted and need not wait).
    startTransition(() => {
      hydrateRoot(container, page(served));
    });
    return;
  }
  const state = await clientPageState(address);
  document.title = loginDocumentTitle(address.title, state.siteName);
  createRoot(container).render(page(state));
}
