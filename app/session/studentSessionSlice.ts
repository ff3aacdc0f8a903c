import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The student session of spec section 3 ('from' is where the student came from, e.g. app or WeChat). */
export type StudentSession = {
  token: string | null;
  schoolCode: string | null;
  from: string | null;
  name: string | null;
  tags: string[];
};

export const emptyStudentSession: StudentSession = {
  token: null,
  schoolCode: null,
  from: null,
  name: null,
  tags: [],
};

/** The backend sends tags as one comma list. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

type StudentLogin = { token: string; schoolCode?: string | null; from?: string | null };
type StudentProfile = { name?: string | null; tags?: string | null };

const studentSessionSlice = createSlice({
  name: 'studentSession',
  initialState: emptyStudentSession,
  reducers: {
    studentLoggedIn(state, action: PayloadAction<StudentLogin>) {
      state.token = action.payload.token;
      if (action.payload.schoolCode !== undefined) state.schoolCode = action.payload.schoolCode;
      if (action.payload.from !== undefined) state.from = action.payload.from;
    },
    studentProfileLoaded(state, action: PayloadAction<StudentProfile>) {
      if (action.payload.name !== undefined) state.name = action.payload.name;
      if (action.payload.tags !== undefined) state.tags = splitTags(action.payload.tags);
    },
    /** Code 4003: the token is dead; school and source stay. */
    studentTokenCleared(state) {
      state.token = null;
    },
    /** Logout or reset. */
    studentSessionReset() {
      return emptyStudentSession;
    },
  },
  selectors: {
    selectStudentSession: (state) => state,
    selectStudentToken: (state) => state.token,
  },
});

export const { studentLoggedIn, studentProfileLoaded, studentTokenCleared, studentSessionReset } =
  studentSessionSlice.actions;
export const { selectStudentSession, selectStudentToken } = studentSessionSlice.selectors;
export default studentSessionSlice;
