import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The employer session of spec section 3. Field names stay as the backend writes them (they are also
 * the browser-storage keys); see app/session/employerSessionStorage.ts for where each one is kept.
 */
export type EmployerSession = {
  /** comToken: the employer token, sent as header accessToken. */
  token: string | null;
  dwid: string | null;
  jbxxid: string | null;
  dwmc: string | null;
  tyshxydm: string | null;
  xxdm: string | null;
  xjhid: string | null;
  /** Questionnaire finished in this browser session ('0' = not yet). */
  iswcwj: string | null;
};

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

/** What every employer login answers (contract/account.ts EmployerLoginResult); extra fields are ignored. */
export type EmployerLogin = {
  token: string;
  dwid: string;
  jbxxid: string;
  dwmc: string;
  tyshxydm: string;
  xxdm: string;
};

const employerSessionSlice = createSlice({
  name: 'employerSession',
  initialState: emptyEmployerSession,
  reducers: {
    /** Merges the given fields; a field given as null is cleared. */
    employerSessionUpdated(state, action: PayloadAction<Partial<EmployerSession>>) {
      return { ...state, ...action.payload };
    },
    /** A login succeeded: a new session; the questionnaire flag of an earlier login does not carry over. */
    employerLoggedIn(state, action: PayloadAction<EmployerLogin>) {
      const { token, dwid, jbxxid, dwmc, tyshxydm, xxdm } = action.payload;
      return { ...state, token, dwid, jbxxid, dwmc, tyshxydm, xxdm, xjhid: null, iswcwj: null };
    },
    /** Code 42: the token and jbxxid are gone, the rest (school code, name) stays for the login page. */
    employerSessionExpired(state) {
      state.token = null;
      state.jbxxid = null;
    },
    employerLoggedOut() {
      return emptyEmployerSession;
    },
  },
  selectors: {
    selectEmployerSession: (state) => state,
    selectEmployerToken: (state) => state.token,
    selectEmployerSchoolCode: (state) => state.xxdm,
  },
});

export const { employerSessionUpdated, employerLoggedIn, employerSessionExpired, employerLoggedOut } =
  employerSessionSlice.actions;
export const { selectEmployerSession, selectEmployerToken, selectEmployerSchoolCode } =
  employerSessionSlice.selectors;
export default employerSessionSlice;
