import type { Envelope } from '../../contract/envelope';
import { dishonestyPaths, type NoShowRule } from '../../contract/dishonesty';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

/** The tag every reader of the rule provides (the no-show marking screen reads it too). */
const RULE = { type: 'SiteRules', id: 'noShow' } as const;

/** The site's no-show rule in the console's settings (/mgr/xzbcxjl/rule), with the staff token. */
export const noShowRuleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    noShowRule: build.query<NoShowRule, void>({
      query: () => ({ url: dishonestyPaths.schoolRule, accessToken: 'staff' }),
      transformResponse: result<NoShowRule>,
      providesTags: [RULE],
    }),
    saveNoShowRule: build.mutation<NoShowRule, NoShowRule>({
      query: (body) => ({ url: dishonestyPaths.saveSchoolRule, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<NoShowRule>,
      invalidatesTags: [RULE],
    }),
  }),
});
