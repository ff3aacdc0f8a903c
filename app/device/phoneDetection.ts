import { MOBILE_USER_AGENT } from '../../contract/device';
import { breakpoints } from '../../ui/theme/tokens';

/** Phone when the user agent is a mobile one AND the body is narrower than 980 px. */
export function isPhoneDevice(userAgent: string, bodyWidth: number): boolean {
  return MOBILE_USER_AGENT.test(userAgent) && bodyWidth < breakpoints.phone;
}

export function detectPhone(): boolean {
  return isPhoneDevice(navigator.userAgent, document.body.clientWidth);
}
