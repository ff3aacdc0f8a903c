import type { Envelope } from '../../contract/envelope';
import {
  announcementPaths,
  type AnnouncementDetail,
  type AnnouncementDraft,
  type AnnouncementIdRequest,
  type AnnouncementListQuery,
  type AnnouncementListResult,
  type AnnouncementOfflineRequest,
  type AnnouncementStateResult,
} from '../../contract/announcements';
import { ANNOUNCEMENT_BUCKET, FILE_UPLOAD_PATH, type UploadFileResult } from '../../contract/files';
import { positionPaths, type PublishedPositionOption } from '../../contract/positions';
import type { ReviewHistoryEntry } from '../../contract/workflow';
import { baseApi } from '../../app/api/baseApi';

/** The lists (management list and its counts) share one tag: any change refreshes them. */
const LIST = { type: 'Announcement', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Announcement', id }) as const;

const result = <T>(envelope: Envelope<T>) => envelope.result;

/** What a save answers: the id, and the server's words for what happened. */
export type SavedAnnouncement = AnnouncementIdRequest & { message: string };

/**
 * The employer's announcements (/com/zpgg/*): drafts, their submission and the moves postingWorkflow
 * allows; the published positions an announcement may link; uploads into bucket zpgg.
 */
export const announcementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAnnouncements: build.query<AnnouncementListResult, AnnouncementListQuery>({
      query: (params) => ({ url: announcementPaths.list, params }),
      transformResponse: result<AnnouncementListResult>,
      providesTags: (list) => [LIST, ...(list?.records ?? []).map((item) => one(item.id))],
    }),
    announcementDetail: build.query<AnnouncementDetail, string>({
      query: (id) => ({ url: announcementPaths.detail, params: { id } }),
      transformResponse: result<AnnouncementDetail>,
      providesTags: (_detail, _error, id) => [one(id)],
    }),
    announcementHistory: build.query<ReviewHistoryEntry[], string>({
      query: (id) => ({ url: announcementPaths.history, params: { id } }),
      transformResponse: result<ReviewHistoryEntry[]>,
      providesTags: (_history, _error, id) => [one(id)],
    }),
    /** The employer's published positions at the session's site: what an announcement may link. */
    linkablePositions: build.query<PublishedPositionOption[], void>({
      query: () => ({ url: positionPaths.published }),
      transformResponse: result<PublishedPositionOption[]>,
      providesTags: [{ type: 'Position', id: 'LIST' }],
    }),
    /**
     * Creates a draft (no id) or saves one; saving a published announcement sends it back to review
     * (or publishes it at once where the site reviews automatically: the message says which).
     */
    saveAnnouncement: build.mutation<SavedAnnouncement, AnnouncementDraft>({
      query: (body) => ({ url: announcementPaths.save, method: 'POST', body }),
      transformResponse: (envelope: Envelope<AnnouncementIdRequest>) => ({
        id: envelope.result.id,
        message: envelope.message,
      }),
      invalidatesTags: (_saved, _error, draft) => (draft.id === undefined ? [LIST] : [LIST, one(draft.id)]),
    }),
    submitAnnouncement: build.mutation<AnnouncementStateResult, AnnouncementIdRequest>({
      query: (body) => ({ url: announcementPaths.submit, method: 'POST', body }),
      transformResponse: result<AnnouncementStateResult>,
      invalidatesTags: (_done, _error, { id }) => [LIST, one(id)],
    }),
    withdrawAnnouncement: build.mutation<AnnouncementStateResult, AnnouncementIdRequest>({
      query: (body) => ({ url: announcementPaths.withdraw, method: 'POST', body }),
      transformResponse: result<AnnouncementStateResult>,
      invalidatesTags: (_done, _error, { id }) => [LIST, one(id)],
    }),
    offlineAnnouncement: build.mutation<AnnouncementStateResult, AnnouncementOfflineRequest>({
      query: (body) => ({ url: announcementPaths.offline, method: 'POST', body }),
      transformResponse: result<AnnouncementStateResult>,
      invalidatesTags: (_done, _error, { id }) => [LIST, one(id)],
    }),
    /** Deletes a draft; its detail is not refetched (it is gone), only the lists. */
    removeAnnouncement: build.mutation<void, AnnouncementIdRequest>({
      query: (body) => ({ url: announcementPaths.remove, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),
    /** Copies an announcement as a new draft; answers the draft's id. */
    copyAnnouncement: build.mutation<AnnouncementIdRequest, AnnouncementIdRequest>({
      query: (body) => ({ url: announcementPaths.copy, method: 'POST', body }),
      transformResponse: result<AnnouncementIdRequest>,
      invalidatesTags: [LIST],
    }),
    /** One file into bucket zpgg (attachment or body image); resolves to its stored path. */
    uploadAnnouncementFile: build.mutation<string, File>({
      query: (file) => ({
        url: FILE_UPLOAD_PATH,
        method: 'POST',
        body: { file, bucket: ANNOUNCEMENT_BUCKET },
        bodyFormat: 'multipart',
      }),
      transformResponse: (envelope: Envelope<UploadFileResult | null>) => envelope.result?.[0] ?? '',
    }),
  }),
});
