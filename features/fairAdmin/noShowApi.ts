import type { Envelope } from '../../contract/envelope';
import { fairPaths, type NoShowRequest, type NoShowResult } from '../../contract/fairs';
import { baseApi } from '../../app/api/baseApi';

/** What marking answers: who was marked, who not and why, who is now suspended, and the summary. */
export type NoShowOutcome = NoShowResult & { message: string };

/**
 * The school marks employers not checked in as no-shows after the fair (/mgr/zph/noShow); each becomes
 * a dishonesty record. Re-reads the booking lists (the queue's tag) and the school's fairs.
 */
export const noShowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
