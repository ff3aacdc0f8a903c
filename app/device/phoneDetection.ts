import { breakpoints } from '../../ui/theme/tokens';

/** User agents of phones and tablets, as the spec's mobile pattern (section 1). */
export const MOBILE_USER_AGENT =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

/** Phone when the user agent is a mobile one AND the body is narrower than 980 px. */
export function isPhoneDevice(userAgent: string, bodyWidth: number): boolean {
  return MOBILE_USER_AGENT.test(userAgent) && bodyWidth < breakpoints.phone;
}

export function detectPhone(): boolean {
  return isPhoneDevice(navigator.userAgent, document.body.clientWidth);
}
