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
import { usePublicQuery, type PublicRequest, type QueryResult } from './publicQuery';

/** A call's query fields; requestKey leaves the empty ones out of the address and the cache key. */
type Query = Record<string, string | number | null | undefined>;

/** `skip: true` makes no call and holds no data, as before. */
type Options = { skip?: boolean };

const publicQuery =
  <Args extends object, Result>(path: string) =>
  (args: Args, options: Options = {}): QueryResult<Result> =>
    usePublicQuery<Result>(
      options.skip === true ? null : ({ path, params: args as Query } satisfies PublicRequest),
    );

/*
 * The public site's calls: no session, no token, nothing but what the school published. The talk,
 * fair and calendar calls answer once their capabilities serve them; until then the blocks show an
 * honest empty state.
 */

/** The homepage's one answer (template, columns, banners, links, newest notices) by the site's code. */
export const useHomepageQuery = (xxdm: string, options: Options = {}): QueryResult<HomepageData> =>
  usePublicQuery<HomepageData>(
    options.skip === true ? null : { path: homepagePaths.homepage, params: { xxdm } },
  );

export const useNoticesQuery = publicQuery<NoticeQuery, Page<NoticeListItem>>(homepagePaths.notices);
export const useNoticeQuery = publicQuery<{ id: string; xxdm: string }, Notice>(homepagePaths.noticeDetail);
export const useSearchQuery = publicQuery<SearchQuery, SearchResult>(homepagePaths.search);
export const usePublicAnnouncementsQuery = publicQuery<
  PublicAnnouncementQuery,
  Page<PublicAnnouncementListItem>
>(announcementPaths.publicList);
export const usePublicAnnouncementQuery = publicQuery<{ id: string; xxdm: string }, PublicAnnouncement>(
  announcementPaths.publicDetail,
);
export const usePublicPositionsQuery = publicQuery<PublicPositionQuery, Page<PublicPositionListItem>>(
  positionPaths.publicList,
);
export const usePublicPositionQuery = publicQuery<{ id: string; xxdm: string }, PublicPositionDetail>(
  positionPaths.publicDetail,
);
export const usePublicTalksQuery = publicQuery<PublicTalkQuery, PublicTalkPage>(activityPaths.publicTalks);
export const usePublicFairsQuery = publicQuery<PublicFairQuery, Page<PublicFair>>(fairPaths.publicList);
export const useCalendarMonthQuery = publicQuery<{ xxdm: string; yf: string }, CalendarDay[]>(
  activityPaths.calendar,
);
export const useCalendarDetailQuery = publicQuery<
  { xxdm: string; id?: string; lx?: ActivityKind; rq?: string },
  CalendarDetail
>(activityPaths.calendarDetail);
