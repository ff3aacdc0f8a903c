import type { Envelope } from '../../contract/envelope';
import {
  fairPaths,
  type BoothListItem,
  type BoothListQuery,
  type FairBookingDetail,
  type FairBookingDraft,
  type FairBookingSummary,
  type FairDetailResult,
  type FairListQuery,
  type FairListResult,
  type FairMap,
  type HallSummary,
  type HoldRequest,
  type MyBookingQuery,
} from '../../contract/fairs';
import { MAX_PAGE_SIZE, type Page } from '../../contract/paging';
import {
  announcementPaths,
  type AnnouncementListItem,
  type AnnouncementListResult,
} from '../../contract/announcements';
import { postingWorkflow } from '../../contract/workflow';
import type { ReviewHistoryEntry } from '../../contract/workflow';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>) => envelope.result;

/** When an answer carrying the server's now arrived here, so countdowns run on the server's clock. */
export type Timed<T> = T & { receivedAt: number };
const timed = <T extends object>(envelope: Envelope<T>): Timed<T> => ({
  ...envelope.result,
  receivedAt: Date.now(),
});

const PUBLISHED = postingWorkflow.states.published.code;
const FAIRS = { type: 'JobFair', id: 'LIST' } as const;
const BOOTHS = { type: 'Booth', id: 'LIST' } as const;
const BOOKINGS = { type: 'BoothBooking', id: 'LIST' } as const;
const booking = (id: string) => ({ type: 'BoothBooking', id }) as const;
/** Any change of a booking changes the fair's counts, its booths and my bookings. */
const everyList = [FAIRS, BOOTHS, BOOKINGS];

/** The employer's job fairs and booth bookings (/com/zph/*). */
export const fairsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fairs: build.query<Timed<FairListResult>, FairListQuery>({
      query: (params) => ({ url: fairPaths.list, params }),
      transformResponse: timed<FairListResult>,
      providesTags: [FAIRS],
    }),
    fairDetail: build.query<Timed<FairDetailResult>, string>({
      // The contract names ?id=, the server reads ?zphid=: both are sent until they agree.
      query: (id) => ({ url: fairPaths.detail, params: { id, zphid: id } }),
      transformResponse: timed<FairDetailResult>,
      providesTags: [FAIRS],
    }),
    fairHalls: build.query<HallSummary[], string>({
      query: (zphid) => ({ url: fairPaths.halls, params: { zphid } }),
      transformResponse: result<HallSummary[]>,
      providesTags: [BOOTHS],
    }),
    fairBooths: build.query<Page<BoothListItem>, BoothListQuery>({
      query: (params) => ({ url: fairPaths.booths, params }),
      transformResponse: result<Page<BoothListItem>>,
      providesTags: [BOOTHS],
    }),
    fairMap: build.query<Timed<FairMap>, string>({
      query: (zphid) => ({ url: fairPaths.map, params: { zphid } }),
      transformResponse: timed<FairMap>,
      providesTags: [BOOTHS],
    }),
    holdBooth: build.mutation<FairBookingSummary, HoldRequest>({
      query: (body) => ({ url: fairPaths.hold, method: 'POST', body }),
      transformResponse: result<FairBookingSummary>,
      invalidatesTags: everyList,
    }),
    releaseBooth: build.mutation<unknown, { id: string }>({
      query: (body) => ({ url: fairPaths.release, method: 'POST', body }),
      invalidatesTags: (_done, _error, { id }) => [...everyList, booking(id)],
    }),
    saveBooking: build.mutation<unknown, FairBookingDraft>({
      query: (body) => ({ url: fairPaths.save, method: 'POST', body }),
      invalidatesTags: (_done, _error, { id }) => [booking(id)],
    }),
    submitBooking: build.mutation<FairBookingSummary, { id: string }>({
      query: (body) => ({ url: fairPaths.submit, method: 'POST', body }),
      transformResponse: result<FairBookingSummary>,
      invalidatesTags: (_done, _error, { id }) => [...everyList, booking(id)],
    }),
    cancelBooking: build.mutation<unknown, { id: string }>({
      query: (body) => ({ url: fairPaths.cancel, method: 'POST', body }),
      invalidatesTags: (_done, _error, { id }) => [...everyList, booking(id)],
    }),
    myBookings: build.query<Page<FairBookingSummary>, MyBookingQuery>({
      query: (params) => ({ url: fairPaths.myBookings, params }),
      transformResponse: result<Page<FairBookingSummary>>,
      providesTags: [BOOKINGS],
    }),
    booking: build.query<Timed<FairBookingDetail>, string>({
      query: (id) => ({ url: fairPaths.booking, params: { id } }),
      transformResponse: timed<FairBookingDetail>,
      providesTags: (_detail, _error, id) => [booking(id)],
    }),
    /** The employer's published announcements, offered as the booking's linked announcement. */
    fairAnnouncementOptions: build.query<AnnouncementListItem[], void>({
      query: () => ({ url: announcementPaths.list, params: { zt: PUBLISHED, page: 1, size: MAX_PAGE_SIZE } }),
      transformResponse: (envelope: Envelope<AnnouncementListResult>) => envelope.result.records,
      providesTags: [{ type: 'Announcement', id: 'LIST' }],
    }),
    bookingHistory: build.query<ReviewHistoryEntry[], string>({
      query: (id) => ({ url: fairPaths.history, params: { id } }),
      transformResponse: result<ReviewHistoryEntry[]>,
      providesTags: (_history, _error, id) => [booking(id)],
    }),
  }),
});
