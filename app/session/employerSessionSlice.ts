import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyEmployerSession, sessionAfterLogin } from './employerSessionState';

export { emptyEmployerSession };

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

/**
 * What an employer login answers (contract/account.ts EmployerLoginResult); extra fields are ignored.
 * School backends answer the WeChat and app logins with only {isRelated, token} (spec section 7),
 * so everything but the token may be missing.
 */
export type EmployerLogin = { token: string } & Partial<
  Record<'dwid' | 'jbxxid' | 'dwmc' | 'tyshxydm' | 'xxdm', string>
>;

/** A session another system hands over in the address: a token, maybe the school and the name. */
export type HandedOverSession = Pick<EmployerSession, 'token'> & Partial<EmployerSession>;

const employerSessionSlice = createSlice({
  name: 'employerSession',
  initialState: emptyEmployerSession,
  reducers: {
    /** Merges the given fields; a field given as null is cleared. */
    employerSessionUpdated(state, action: PayloadAction<Partial<EmployerSession>>) {
      return { ...state, ...action.payload };
    },
    /** A login succeeded (employerSessionState.ts sessionAfterLogin). */
    employerLoggedIn(state, action: PayloadAction<EmployerLogin>) {
      return sessionAfterLogin(state, action.payload);
    },
    /**
     * Another system handed a session over in the address (guard step 4): a token different from the
     * stored one is another login, so the earlier employer's ids and flags go.
     */
    employerSessionHandedOver(state, action: PayloadAction<HandedOverSession>) {
      const handed = action.payload;
      const base = handed.token === state.token ? state : { ...emptyEmployerSession, xxdm: state.xxdm };
      return { ...base, ...handed };
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

export const {
  employerSessionUpdated,
  employerLoggedIn,
  employerSessionHandedOver,
  employerSessionExpired,
  employerLoggedOut,
} = employerSessionSlice.actions;
export const { selectEmployerSession, selectEmployerToken, selectEmployerSchoolCode } =
  employerSessionSlice.selectors;
export default employerSessionSlice;
