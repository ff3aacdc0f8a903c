import {
  dishonestyPaths,
  suspensionRuleOf,
  type NoShowRule,
  type SuspensionRule,
} from '../../contract/dishonesty';
import type { Envelope } from '../../contract/envelope';
import { fairPaths, type NoShowRequest, type NoShowResult } from '../../contract/fairs';
import { baseApi } from '../../app/api/baseApi';

/** What marking answers: who was marked, who not and why, who is now suspended, and the summary. */
export type NoShowOutcome = NoShowResult & { message: string };

/** The site's no-show rule; the console's settings save it under the same tag, so this reads it afresh. */
const RULE = { type: 'SiteRules', id: 'noShow' } as const;

/**
 * The school marks employers not checked in as no-shows after the fair (/mgr/zph/noShow); each becomes
 * a dishonesty record. Re-reads the booking lists (the queue's tag) and the school's fairs.
 */
export const noShowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What a marking leads to at this site (/mgr/xzbcxjl/rule), said before it is done. */
    siteNoShowRule: build.query<SuspensionRule, void>({
      query: () => ({ url: dishonestyPaths.schoolRule, accessToken: 'staff' }),
      transformResponse: (envelope: Envelope<NoShowRule>) => suspensionRuleOf(envelope.result),
      providesTags: [RULE],
    }),
    markNoShows: build.mutation<NoShowOutcome, NoShowRequest>({
      query: (body) => ({ url: fairPaths.schoolNoShow, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: (envelope: Envelope<NoShowResult>) => ({
        ...envelope.result,
        message: envelope.message,
      }),
      invalidatesTags: [
        { type: 'ReviewQueue', id: 'fairBookings' },
        { type: 'JobFair', id: 'school' },
      ],
    }),
  }),
});
