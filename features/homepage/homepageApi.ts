import {
  activityPaths,
  type ActivityKind,
  type CalendarDay,
  type CalendarDetail,
  type PublicTalkPage,
  type PublicTalkQuery,
} from '../../contract/activities';
import {
  announcementPaths,
  type PublicAnnouncement,
  type PublicAnnouncementListItem,
  type PublicAnnouncementQuery,
} from '../../contract/announcements';
import type { Envelope } from '../../contract/envelope';
import { fairPaths, type PublicFair, type PublicFairQuery } from '../../contract/fairs';
import {
  homepagePaths,
  type HomepageData,
  type Notice,
  type NoticeListItem,
  type NoticeQuery,
  type SearchQuery,
  type SearchResult,
} from '../../contract/homepage';
import type { Page } from '../../contract/paging';
import {
  positionPaths,
  type PublicPositionDetail,
  type PublicPositionListItem,
  type PublicPositionQuery,
} from '../../contract/positions';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

/** Drops the query's empty fields, so the address (and the cache key) holds only what filters. */
const defined = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/**
 * The public site's calls: no session, no token, nothing but what the school published. The talk,
 * fair and calendar calls answer once their capabilities serve them; until then the blocks show an
 * honest empty state.
 */
export const homepageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homepage: build.query<HomepageData, string>({
      query: (xxdm) => ({ url: homepagePaths.homepage, params: { xxdm } }),
      transformResponse: result<HomepageData>,
      providesTags: ['SiteHomepage'],
    }),
    notices: build.query<Page<NoticeListItem>, NoticeQuery>({
      query: (query) => ({ url: homepagePaths.notices, params: defined(query) }),
      transformResponse: result<Page<NoticeListItem>>,
      providesTags: ['SiteHomepage'],
    }),
    notice: build.query<Notice, { id: string; xxdm: string }>({
      query: (query) => ({ url: homepagePaths.noticeDetail, params: query }),
      transformResponse: result<Notice>,
    }),
    search: build.query<SearchResult, SearchQuery>({
      query: (query) => ({ url: homepagePaths.search, params: defined(query) }),
      transformResponse: result<SearchResult>,
    }),
    publicAnnouncements: build.query<Page<PublicAnnouncementListItem>, PublicAnnouncementQuery>({
      query: (query) => ({ url: announcementPaths.publicList, params: defined(query) }),
      transformResponse: result<Page<PublicAnnouncementListItem>>,
    }),
    publicAnnouncement: build.query<PublicAnnouncement, { id: string; xxdm: string }>({
      query: (query) => ({ url: announcementPaths.publicDetail, params: query }),
      transformResponse: result<PublicAnnouncement>,
    }),
    publicPositions: build.query<Page<PublicPositionListItem>, PublicPositionQuery>({
      query: (query) => ({ url: positionPaths.publicList, params: defined(query) }),
      transformResponse: result<Page<PublicPositionListItem>>,
    }),
    publicPosition: build.query<PublicPositionDetail, { id: string; xxdm: string }>({
      query: (query) => ({ url: positionPaths.publicDetail, params: query }),
      transformResponse: result<PublicPositionDetail>,
    }),
    publicTalks: build.query<PublicTalkPage, PublicTalkQuery>({
      query: (query) => ({ url: activityPaths.publicTalks, params: defined(query) }),
      transformResponse: result<PublicTalkPage>,
    }),
    publicFairs: build.query<Page<PublicFair>, PublicFairQuery>({
      query: (query) => ({ url: fairPaths.publicList, params: defined(query) }),
      transformResponse: result<Page<PublicFair>>,
    }),
    calendarMonth: build.query<CalendarDay[], { xxdm: string; yf: string }>({
      query: (query) => ({ url: activityPaths.calendar, params: query }),
      transformResponse: result<CalendarDay[]>,
    }),
    calendarDetail: build.query<
      CalendarDetail,
      { xxdm: string; id?: string; lx?: ActivityKind; rq?: string }
    >({
      query: (query) => ({ url: activityPaths.calendarDetail, params: defined(query) }),
      transformResponse: result<CalendarDetail>,
    }),
  }),
});

export const {
  useHomepageQuery,
  useNoticesQuery,
  useNoticeQuery,
  useSearchQuery,
  usePublicAnnouncementsQuery,
  usePublicAnnouncementQuery,
  usePublicPositionsQuery,
  usePublicPositionQuery,
  usePublicTalksQuery,
  usePublicFairsQuery,
  useCalendarMonthQuery,
  useCalendarDetailQuery,
} = homepageApi;
