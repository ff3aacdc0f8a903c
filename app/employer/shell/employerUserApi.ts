import { accountPaths, type EmployerUserInfo } from '../../../contract/account';
import type { Envelope } from '../../../contract/envelope';
import { baseApi } from '../../api/baseApi';

export const employerUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who is logged in; a dead or missing session answers 42, which sends the visitor to the login. */
    getEmployerUserInfo: build.query<EmployerUserInfo, void>({
      query: () => accountPaths.userInfo,
      transformResponse: (envelope: Envelope<EmployerUserInfo>) => envelope.result,
      providesTags: ['EmployerUser'],
    }),
  }),
});

/** The employer's name: the server's answer, else what the session remembers. */
export function useEmployerName(sessionName: string | null): string | null {
  const { data } = employerUserApi.useGetEmployerUserInfoQuery();
  return data?.dwmc ?? sessionName;
}
