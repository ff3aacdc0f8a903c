import {
  studentAccountPaths,
  type StudentAccountInfo,
  type StudentBindMobileRequest,
  type StudentBoundMobile,
  type StudentChangePasswordRequest,
  type StudentMobileCodeRequest,
} from '../../contract/student';
import { baseApi } from '../../app/api/baseApi';
import { studentQuery } from '../../app/api/studentQuery';

const ACCOUNT = 'StudentAccount' as const;

/**
 * The student's 账号 calls (/stu/grzx/zh/*), through the student client (spec section 8's code table).
 * All silent: the page puts every refusal at its field or above its form.
 */
export const studentAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    studentAccountInfo: build.query<StudentAccountInfo, void>({
      queryFn: (_arg, api) =>
        studentQuery<StudentAccountInfo>({ url: studentAccountPaths.info, silent: true }, api),
      providesTags: [ACCOUNT],
    }),
    changeStudentPassword: build.mutation<null, StudentChangePasswordRequest>({
      queryFn: (body, api) =>
        studentQuery<null>(
          { url: studentAccountPaths.changePassword, method: 'POST', body, silent: true },
          api,
        ),
    }),
    sendStudentMobileCode: build.mutation<null, StudentMobileCodeRequest>({
      queryFn: (body, api) =>
        studentQuery<null>({ url: studentAccountPaths.mobileCode, method: 'POST', body, silent: true }, api),
    }),
    bindStudentMobile: build.mutation<StudentBoundMobile, StudentBindMobileRequest>({
      queryFn: (body, api) =>
        studentQuery<StudentBoundMobile>(
          { url: studentAccountPaths.bindMobile, method: 'POST', body, silent: true },
          api,
        ),
      invalidatesTags: [ACCOUNT],
    }),
  }),
});
