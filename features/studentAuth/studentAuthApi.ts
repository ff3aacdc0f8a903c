import type { PublicKey } from '../../contract/account';
import {
  studentPaths,
  type StudentLoginRequest,
  type StudentLoginResult,
  type StudentProfile,
} from '../../contract/student';
import { baseApi } from '../../app/api/baseApi';
import { studentProfileLoaded } from '../../app/api/session';
import { studentQuery } from '../../app/api/studentQuery';

/** The student's session calls, all through the student client (spec section 8's code table). */
export const studentAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    studentPublicKey: build.query<PublicKey, void>({
      queryFn: (_arg, api) => studentQuery<PublicKey>({ url: studentPaths.publicKey }, api),
    }),
    /** Silent: the form shows a refusal beside it; 4007 still leads to the registration page. */
    studentLogin: build.mutation<StudentLoginResult, StudentLoginRequest>({
      queryFn: (body, api) =>
        studentQuery<StudentLoginResult>(
          { url: studentPaths.login, method: 'POST', body, bodyFormat: 'urlencoded', silent: true },
          api,
        ),
    }),
    /** Silent: a session the server no longer knows is logged out all the same. */
    studentLogout: build.mutation<null, void>({
      queryFn: (_arg, api) =>
        studentQuery<null>({ url: studentPaths.logout, method: 'POST', silent: true }, api),
    }),
    /** Who is logged in; the name and tags also go to the session (spec section 3). */
    studentProfile: build.query<StudentProfile, void>({
      queryFn: (_arg, api) => studentQuery<StudentProfile>({ url: studentPaths.profile }, api),
      providesTags: ['StudentProfile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryFulfilled.catch(() => null);
        if (outcome) dispatch(studentProfileLoaded({ name: outcome.data.name, tags: outcome.data.tags }));
      },
    }),
  }),
});
