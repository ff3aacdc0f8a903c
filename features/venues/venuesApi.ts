import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import { talkPaths, type Venue, type VenueDraft, type VenueListQuery } from '../../contract/talks';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const LIST = { type: 'TalkVenue', id: 'list' } as const;

/**
 * The site's venues in the console (/mgr/cd): the paged list, add or edit, remove (a venue already
 * booked is disabled instead), with the staff token. Every change re-reads the list.
 */
export const venuesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    venueList: build.query<Page<Venue>, VenueListQuery>({
      query: (params) => ({ url: talkPaths.venueList, params, accessToken: 'staff' }),
      transformResponse: result<Page<Venue>>,
      providesTags: [LIST],
    }),
    saveVenue: build.mutation<unknown, VenueDraft>({
      query: (body) => ({ url: talkPaths.venueSave, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: [LIST],
    }),
    /** Answers the server's words: removed, or disabled because it has bookings. */
    removeVenue: build.mutation<string, { id: string }>({
      query: (body) => ({ url: talkPaths.venueRemove, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: (envelope: Envelope<unknown>) => envelope.message,
      invalidatesTags: [LIST],
    }),
  }),
});
