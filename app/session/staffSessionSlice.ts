import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The school staff session of the console (/mgrpage/): its token goes in header accessToken on /mgr
 * calls (endpoints that ask for accessToken 'staff'), and its site is the one the staff member reviews.
 */
export type StaffSession = {
  token: string | null;
  /** The site the staff member logged in at (xxdm). */
  xxdm: string | null;
};

export const emptyStaffSession: StaffSession = { token: null, xxdm: null };

const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: emptyStaffSession,
  reducers: {
    staffLoggedIn(_state, action: PayloadAction<{ token: string; xxdm: string }>) {
      return { token: action.payload.token, xxdm: action.payload.xxdm };
    },
    /** Code 42 on a /mgr call: the token is gone, the site stays for the login form. */
    staffSessionExpired(state) {
      state.token = null;
    },
    staffLoggedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectStaffSession: (state) => state,
    selectStaffToken: (state) => state.token,
  },
});

export const { staffLoggedIn, staffSessionExpired, staffLoggedOut } = staffSessionSlice.actions;
export const { selectStaffSession, selectStaffToken } = staffSessionSlice.selectors;
export default staffSessionSlice;
