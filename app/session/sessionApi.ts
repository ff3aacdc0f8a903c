import { accountPaths } from '../../contract/account';
import type { Envelope } from '../../contract/envelope';
import { baseApi } from '../api/baseApi';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Ends the employer session on the server (a dead session is as good as ended: 42 is ignored). */
    employerLogout: build.mutation<void, void>({
      query: () => ({ url: accountPaths.logout, method: 'POST', ignoreSessionExpiry: true }),
      transformResponse: (_envelope: Envelope<unknown>) => undefined,
    }),
  }),
});
