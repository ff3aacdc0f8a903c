import {
  announcementPaths,
  type AnnouncementDetail,
  type SchoolAnnouncementListItem,
  type SchoolAnnouncementListQuery,
} from '../../../contract/announcements';
import type { Envelope } from '../../../contract/envelope';
import type { Page } from '../../../contract/paging';
import type { ReviewRequest, SchoolOfflineRequest } from '../../../contract/positions';
import { baseApi } from '../../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const QUEUE = { type: 'ReviewQueue', id: 'announcements' } as const;
const COUNTS = { type: 'ReviewQueue', id: 'counts' } as const;
const announcementTag = (id: string) => ({ type: 'ReviewQueue' as const, id: `announcement:${id}` });

/**
 * The school's announcement queue (/mgr/zpgg): list, detail, review and take-down, with the staff
 * token; the review and take-down requests are the positions' ones (same workflow, same fields).
 */
export const schoolAnnouncementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolAnnouncementList: build.query<Page<SchoolAnnouncementListItem>, SchoolAnnouncementListQuery>({
      query: (params) => ({ url: announcementPaths.schoolList, params, accessToken: 'staff' }),
      transformResponse: result<Page<SchoolAnnouncementListItem>>,
      providesTags: [QUEUE],
    }),
    schoolAnnouncementDetail: build.query<AnnouncementDetail, string>({
      query: (id) => ({ url: announcementPaths.schoolDetail, params: { id }, accessToken: 'staff' }),
      transformResponse: result<AnnouncementDetail>,
      providesTags: (_result, _error, id) => [announcementTag(id)],
    }),
    reviewAnnouncement: build.mutation<unknown, ReviewRequest>({
      query: (body) => ({ url: announcementPaths.schoolReview, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { id }) => [QUEUE, COUNTS, announcementTag(id)],
    }),
    takeAnnouncementOffline: build.mutation<unknown, SchoolOfflineRequest>({
      query: (body) => ({ url: announcementPaths.schoolOffline, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { id }) => [QUEUE, COUNTS, announcementTag(id)],
    }),
  }),
});
