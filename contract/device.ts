/** User agents of phones and tablets, as the spec's mobile pattern (section 1). */
export const MOBILE_USER_AGENT =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

/**
 * The layout a server renders a page in for a user agent: a phone's for a mobile one. The browser also
 * asks for a narrow body (app/device/phoneDetection.ts), so a tablet held wide re-renders as a desktop.
 */
export const layoutForUserAgent = (userAgent: string): 'phone' | 'desktop' =>
  MOBILE_USER_AGENT.test(userAgent) ? 'phone' : 'desktop';
