import type { EmployerLogin, EmployerSession } from './employerSessionSlice';

// The employer session's pure rules, free of Redux: the light login page (app/employer/login) keeps a
// login with them, without the store; the session slice applies the same ones.

export const emptyEmployerSession: EmployerSession = {
  token: null,
  dwid: null,
  jbxxid: null,
  dwmc: null,
  tyshxydm: null,
  xxdm: null,
  xjhid: null,
  iswcwj: null,
};

/**
 * A login succeeded: a new session, nothing of an earlier login's employer carries over. The school
 * code stays when the answer has none (the login was made at the stored school).
 */
export function sessionAfterLogin(previous: EmployerSession, login: EmployerLogin): EmployerSession {
  const { token, dwid, jbxxid, dwmc, tyshxydm, xxdm } = login;
  return {
    ...emptyEmployerSession,
    token,
    dwid: dwid ?? null,
    jbxxid: jbxxid ?? null,
    dwmc: dwmc ?? null,
    tyshxydm: tyshxydm ?? null,
    xxdm: xxdm ?? previous.xxdm,
  };
}
