import {
  accountPaths,
  type EmployerStanding,
  type ResubmitRegistrationRequest,
} from '../../../contract/account';
import type { Envelope } from '../../../contract/envelope';
import { baseApi } from '../../../app/api/baseApi';

/** The employer's standing at the session's site (GET /com/dwyh/shzt) and its resubmission (tjsh). */
export const standingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    employerStanding: build.query<EmployerStanding, void>({
      query: () => accountPaths.standing,
      transformResponse: (envelope: Envelope<EmployerStanding>) => envelope.result,
      providesTags: ['EmployerStanding'],
    }),
    /** Resolves to the server's message; the standing is fetched again (it is pending now). */
    resubmitRegistration: build.mutation<string, ResubmitRegistrationRequest>({
      query: (body) => ({ url: accountPaths.resubmit, method: 'POST', body }),
      transformResponse: (envelope: Envelope<unknown>) => envelope.message,
      invalidatesTags: ['EmployerStanding'],
    }),
  }),
});
