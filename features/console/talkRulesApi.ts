import type { Envelope } from '../../contract/envelope';
import { talkPaths, type TalkRules } from '../../contract/talks';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const RULES = { type: 'Talk', id: 'rules' } as const;

/** The site's campus-talk rules in the console's settings (/mgr/cd/rules), with the staff token. */
export const talkRulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    talkRules: build.query<TalkRules, void>({
      query: () => ({ url: talkPaths.schoolRules, accessToken: 'staff' }),
      transformResponse: result<TalkRules>,
      providesTags: [RULES],
    }),
    saveTalkRules: build.mutation<TalkRules, TalkRules>({
      query: (body) => ({ url: talkPaths.saveSchoolRules, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<TalkRules>,
      invalidatesTags: [RULES],
    }),
  }),
});
