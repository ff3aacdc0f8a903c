import type { Envelope } from '../../contract/envelope';
import type { Entrant } from '../../contract/entrants';
import type { InvoiceChoice } from '../../contract/invoices';
import { announcementPaths, type AnnouncementListResult } from '../../contract/announcements';
import { MAX_PAGE_SIZE, type Page } from '../../contract/paging';
import { positionPaths, type PublishedPositionOption } from '../../contract/positions';
import {
  talkPaths,
  type HoldRequest,
  type HoldResult,
  type TalkAvailability,
  type TalkAvailabilityQuery,
  type TalkDetail,
  type TalkDraft,
  type TalkListQuery,
  type TalkPage,
  type TalkRoomListItem,
  type TalkRoomListQuery,
  type TalkRules,
} from '../../contract/talks';
import { postingWorkflow } from '../../contract/workflow';
import { baseApi } from '../../app/api/baseApi';

const LIST = { type: 'Talk', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Talk', id }) as const;
/** Availability, the booked-room lists and a talk's rooms change together with every claim. */
const VENUES = { type: 'TalkVenue', id: 'LIST' } as const;

const result = <T>(envelope: Envelope<T>) => envelope.result;
/** A change's answer as the user reads it (已提交，请等待学校审核…). */
const messageOf = (envelope: Envelope<unknown>): string => envelope.message;

export type SubmitTalkRequest = { id: string; fpxx?: InvoiceChoice | null; jxry?: Entrant[] };
export type AnnouncementOption = { id: string; ggbt: string };

/** The employer's campus talks (/com/xjh/*): the draft, its room holds, submission, cancellation, lists. */
export const talksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    talkRules: build.query<TalkRules, void>({
      query: () => ({ url: talkPaths.rules }),
      transformResponse: result<TalkRules>,
    }),
    talkAvailability: build.query<TalkAvailability, TalkAvailabilityQuery>({
      query: (params) => ({ url: talkPaths.availability, params }),
      transformResponse: result<TalkAvailability>,
      providesTags: [VENUES],
    }),
    holdRoom: build.mutation<HoldResult, HoldRequest>({
      query: (body) => ({ url: talkPaths.hold, method: 'POST', body }),
      transformResponse: result<HoldResult>,
      invalidatesTags: (_held, _error, { id }) => [VENUES, LIST, one(id)],
    }),
    releaseRoom: build.mutation<string, { id: string; talkId: string }>({
      query: ({ id }) => ({ url: talkPaths.release, method: 'POST', body: { id } }),
      transformResponse: messageOf,
      invalidatesTags: (_done, _error, { talkId }) => [VENUES, LIST, one(talkId)],
    }),
    saveTalk: build.mutation<string, TalkDraft>({
      query: (body) => ({ url: talkPaths.save, method: 'POST', body }),
      transformResponse: (envelope: Envelope<{ id: string }>) => envelope.result.id,
      // An edit may release rooms the talk no longer fits.
      invalidatesTags: (_id, _error, draft) =>
        draft.id === undefined ? [LIST] : [VENUES, LIST, one(draft.id)],
    }),
    submitTalk: build.mutation<string, SubmitTalkRequest>({
      query: (body) => ({ url: talkPaths.submit, method: 'POST', body }),
      transformResponse: messageOf,
      invalidatesTags: (_done, _error, { id }) => [VENUES, LIST, one(id)],
    }),
    cancelTalk: build.mutation<string, { id: string }>({
      query: (body) => ({ url: talkPaths.cancel, method: 'POST', body }),
      transformResponse: messageOf,
      invalidatesTags: (_done, _error, { id }) => [VENUES, LIST, one(id)],
    }),
    listTalks: build.query<TalkPage, TalkListQuery>({
      query: (params) => ({ url: talkPaths.list, params }),
      transformResponse: result<TalkPage>,
      providesTags: (page) => [LIST, ...(page?.records ?? []).map((talk) => one(talk.id))],
    }),
    bookedRooms: build.query<Page<TalkRoomListItem>, TalkRoomListQuery>({
      query: (params) => ({ url: talkPaths.rooms, params }),
      transformResponse: result<Page<TalkRoomListItem>>,
      providesTags: [VENUES, LIST],
    }),
    talkDetail: build.query<TalkDetail, string>({
      query: (id) => ({ url: talkPaths.detail, params: { id } }),
      transformResponse: result<TalkDetail>,
      providesTags: (_detail, _error, id) => [one(id)],
    }),
    /** The employer's published positions a talk may link. */
    talkPositionOptions: build.query<PublishedPositionOption[], void>({
      query: () => ({ url: positionPaths.published }),
      transformResponse: result<PublishedPositionOption[]>,
      providesTags: [{ type: 'Position', id: 'LIST' }],
    }),
    /** The employer's published announcements a talk may link (the newest hundred). */
    talkAnnouncementOptions: build.query<AnnouncementOption[], void>({
      query: () => ({
        url: announcementPaths.list,
        params: { zt: postingWorkflow.states.published.code, size: MAX_PAGE_SIZE },
      }),
      transformResponse: (envelope: Envelope<AnnouncementListResult>) =>
        envelope.result.records.map(({ id, ggbt }) => ({ id, ggbt })),
      providesTags: [{ type: 'Announcement', id: 'LIST' }],
    }),
  }),
});
