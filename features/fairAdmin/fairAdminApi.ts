import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import {
  fairPaths,
  type CheckInRequest,
  type SchoolBookingDetail,
  type SchoolBookingItem,
  type SchoolBookingQuery,
} from '../../contract/fairs';
import { baseApi } from '../../app/api/baseApi';
import { schoolBookingOf, type SchoolBooking } from './fairAdminRules';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const QUEUE = { type: 'ReviewQueue', id: 'fairBookings' } as const;
const COUNTS = { type: 'ReviewQueue', id: 'counts' } as const;
const bookingTag = (id: string) => ({ type: 'ReviewQueue' as const, id: `fairBooking:${id}` });

export type FairBookingReviewRequest = { id: string; action: 'pass' | 'reject' | 'changes'; reason?: string };

/**
 * The school's fair bookings (/mgr/zph), with the staff token. A decision re-reads the queue, the
 * booking and the home's pending counts (a lost race too: the booking is stale).
 */
export const fairAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolFairBookings: build.query<Page<SchoolBookingItem>, SchoolBookingQuery>({
      query: (params) => ({ url: fairPaths.schoolBookings, params, accessToken: 'staff' }),
      transformResponse: result<Page<SchoolBookingItem>>,
      providesTags: [QUEUE],
    }),
    schoolFairBooking: build.query<SchoolBooking, string>({
      query: (id) => ({ url: fairPaths.schoolBooking, params: { id }, accessToken: 'staff' }),
      transformResponse: (envelope: Envelope<SchoolBookingDetail>) => schoolBookingOf(envelope.result),
      providesTags: (_result, _error, id) => [bookingTag(id)],
    }),
    checkInFairBooking: build.mutation<SchoolBookingDetail, CheckInRequest>({
      query: (body) => ({ url: fairPaths.schoolCheckIn, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<SchoolBookingDetail>,
      invalidatesTags: (_result, _error, { id }) => (id === undefined ? [QUEUE] : [QUEUE, bookingTag(id)]),
    }),
    reviewFairBooking: build.mutation<unknown, FairBookingReviewRequest>({
      query: (body) => ({ url: fairPaths.schoolReview, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { id }) => [QUEUE, COUNTS, bookingTag(id)],
    }),
  }),
});
