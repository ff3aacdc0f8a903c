import type { ForgotPasswordStep } from './forgotPasswordFlow';

function forgotPasswordStep(step: ForgotPasswordStep, xxdm: string): string {
  return `/dwwjmm/${step}?xxdm=${encodeURIComponent(xxdm)}`;
}

/**
 * App paths (without the /dwpage base) the auth screens link to. Features may not import the route
 * table (app/employer/routes), so the few paths they need are spelled here; tests/features pin them against it.
 */
export const authPaths = {
  desktopHome: '/dwsy',
  phoneHome: '/dwmobileHome',
  /** 完善单位信息: where a new registration lands, to complete what registration did not ask. */
  completeProfile: '/zhgl/dwxxws',
  /** Mode 1 marks a login that returns to the `redirect` query; 0 an ordinary visit. */
  login: (xxdm: string, redirect?: string) =>
    redirect
      ? `/login/${encodeURIComponent(xxdm)}/1?redirect=${encodeURIComponent(redirect)}`
      : `/login/${encodeURIComponent(xxdm)}/0`,
  registration: (xxdm: string) => `/dwzc/${encodeURIComponent(xxdm)}`,
  /** A linked WeChat account goes on to the `redirect` page, else to the phone home. */
  weChatLogin: (xxdm: string, redirect?: string) =>
    redirect
      ? `/dwwxdl/${encodeURIComponent(xxdm)}?redirect=${encodeURIComponent(redirect)}`
      : `/dwwxdl/${encodeURIComponent(xxdm)}`,
  /**
   * The forgot-password routes carry the school in ?xxdm: the route has no :xxdm, and without it the
   * guard and the flow would fall back to another school (theme, password level, 返回登录).
   */
  forgotPassword: {
    step: forgotPasswordStep,
    pick: (xxdm: string) => forgotPasswordStep('pick', xxdm),
    employerInfo: (xxdm: string) => forgotPasswordStep('srdwxx', xxdm),
    code: (xxdm: string) => forgotPasswordStep('sryzm', xxdm),
    reset: (xxdm: string) => forgotPasswordStep('czmm', xxdm),
    appeal: (xxdm: string) => forgotPasswordStep('mmss', xxdm),
  },
  feedback: '/wtfk',
  pickEmployer: '/pickdwxs',
  /** wsdwyh: the person's details and own password. */
  completeUser: '/wsdwyh',
} as const;

/** Where a logged-in employer starts: the phone home on phones, the desktop home otherwise. */
export function employerHomePath(isPhone: boolean): string {
  return isPhone ? authPaths.phoneHome : authPaths.desktopHome;
}
