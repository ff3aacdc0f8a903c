/**
 * App paths (without the /dwpage base) the auth screens link to. Features may not import the route
 * table (app/routes), so the few paths they need are spelled here; tests/features pin them against it.
 */
export const authPaths = {
  desktopHome: '/dwsy',
  phoneHome: '/dwmobileHome',
  /** Mode 1 marks a login that returns to the `redirect` query; 0 an ordinary visit. */
  login: (xxdm: string, redirect?: string) =>
    redirect
      ? `/login/${encodeURIComponent(xxdm)}/1?redirect=${encodeURIComponent(redirect)}`
      : `/login/${encodeURIComponent(xxdm)}/0`,
  registration: (xxdm: string) => `/dwzc/${encodeURIComponent(xxdm)}`,
  weChatLogin: (xxdm: string) => `/dwwxdl/${encodeURIComponent(xxdm)}`,
  forgotPassword: {
    pick: '/dwwjmm/pick',
    employerInfo: '/dwwjmm/srdwxx',
    code: '/dwwjmm/sryzm',
    reset: '/dwwjmm/czmm',
    appeal: '/dwwjmm/mmss',
  },
  feedback: '/wtfk',
  pickEmployer: '/pickdwxs',
} as const;

/** Where a logged-in employer starts: the phone home on phones, the desktop home otherwise. */
export function employerHomePath(isPhone: boolean): string {
  return isPhone ? authPaths.phoneHome : authPaths.desktopHome;
}
