import {
  studentTalkPaths,
  type SignUpResult,
  type StudentTalkDetail,
  type StudentTalkItem,
  type StudentTalkQuery,
  type TalkIdRequest,
} from '../../contract/activities';
import type { Page } from '../../contract/paging';
import { baseApi } from '../../app/api/baseApi';
import { studentQuery } from '../../app/api/studentQuery';

const TALKS = 'Talk' as const;

/**
 * The student's talks (/stu/xjh/*), through the student client (spec section 8's code table). Reads
 * are silent (the screen shows their failure with a retry); a refused sign-up (4002: full, closed,
 * begun) is the client's toast, so screens add no message of their own for it.
 */
export const studentTalksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    studentTalks: build.query<Page<StudentTalkItem>, StudentTalkQuery>({
      queryFn: (params, api) =>
        studentQuery<Page<StudentTalkItem>>({ url: studentTalkPaths.list, params, silent: true }, api),
      providesTags: [TALKS],
    }),
    studentTalk: build.query<StudentTalkDetail, string>({
      queryFn: (id, api) =>
        studentQuery<StudentTalkDetail>({ url: studentTalkPaths.detail, params: { id }, silent: true }, api),
      providesTags: [TALKS],
    }),
    signUpForTalk: build.mutation<SignUpResult, TalkIdRequest>({
      queryFn: (body, api) =>
        studentQuery<SignUpResult>({ url: studentTalkPaths.signUp, method: 'POST', body }, api),
      invalidatesTags: [TALKS],
    }),
    cancelTalkSignUp: build.mutation<SignUpResult, TalkIdRequest>({
      queryFn: (body, api) =>
        studentQuery<SignUpResult>({ url: studentTalkPaths.cancel, method: 'POST', body }, api),
      invalidatesTags: [TALKS],
    }),
  }),
});
