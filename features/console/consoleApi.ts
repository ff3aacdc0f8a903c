import {
  consolePaths,
  type EmployerReviewRequest,
  type SchoolEmployerDetail,
  type SchoolEmployerList,
  type SchoolEmployerListQuery,
  type SiteRules,
  type StaffInfo,
  type StaffLoginRequest,
  type StaffLoginResult,
} from '../../contract/console';
import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import { positionPaths } from '../../contract/positions';
import { announcementPaths } from '../../contract/announcements';
import { talkPaths } from '../../contract/talks';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

/** The queues the console's home counts, by the list each one asks. */
export const QUEUE_LIST_PATHS = {
  employers: consolePaths.employerList,
  positions: positionPaths.schoolList,
  announcements: announcementPaths.schoolList,
  talks: talkPaths.schoolList,
} as const;
export type QueueName = keyof typeof QUEUE_LIST_PATHS;

/** The pending state code every queue shares (employerReviewWorkflow, postingWorkflow, talkWorkflow). */
export const PENDING_CODE = '1';

/**
 * The console's own calls: the staff session (/mgr/dl), the site's rules (/mgr/sz), the employer
 * queue (/mgr/dw) and the home's pending counts. Every call carries the staff token, so a code 42
 * ends the staff session only.
 */
export const consoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResult, StaffLoginRequest>({
      query: (body) => ({ url: consolePaths.login, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<StaffLoginResult>,
    }),
    /** Ends the session on the server; a session already gone is no failure worth a redirect. */
    staffLogout: build.mutation<null, void>({
      query: () => ({
        url: consolePaths.logout,
        method: 'POST',
        accessToken: 'staff',
        ignoreSessionExpiry: true,
      }),
      transformResponse: result<null>,
    }),
    staffInfo: build.query<StaffInfo, void>({
      query: () => ({ url: consolePaths.staffInfo, accessToken: 'staff' }),
      transformResponse: result<StaffInfo>,
      providesTags: ['StaffInfo'],
    }),
    siteRules: build.query<SiteRules, void>({
      query: () => ({ url: consolePaths.settings, accessToken: 'staff' }),
      transformResponse: result<SiteRules>,
      providesTags: ['SiteRules'],
    }),
    /** Saving re-reads the site setting too, so the new colour themes the console at once. */
    saveSiteRules: build.mutation<SiteRules, SiteRules>({
      query: (body) => ({ url: consolePaths.saveSettings, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<SiteRules>,
      invalidatesTags: ['SiteRules', 'SiteSettings'],
    }),
    schoolEmployerList: build.query<SchoolEmployerList, SchoolEmployerListQuery>({
      query: (params) => ({ url: consolePaths.employerList, params, accessToken: 'staff' }),
      transformResponse: result<SchoolEmployerList>,
      providesTags: [{ type: 'ReviewQueue', id: 'employers' }],
    }),
    schoolEmployerDetail: build.query<SchoolEmployerDetail, string>({
      query: (id) => ({ url: consolePaths.employerDetail, params: { id }, accessToken: 'staff' }),
      transformResponse: result<SchoolEmployerDetail>,
      providesTags: (_result, _error, id) => [{ type: 'ReviewQueue', id: `employer:${id}` }],
    }),
    reviewEmployer: build.mutation<unknown, EmployerReviewRequest>({
      query: (body) => ({ url: consolePaths.employerReview, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      // A lost race (409) also means the detail is stale: it is read again either way.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ReviewQueue', id: 'employers' },
        { type: 'ReviewQueue', id: `employer:${id}` },
        { type: 'ReviewQueue', id: 'counts' },
      ],
    }),
    /** How many items of a queue wait for review: its list, pending, one row, read for the total. */
    pendingCount: build.query<number, QueueName>({
      query: (queue) => ({
        url: QUEUE_LIST_PATHS[queue],
        params: { zt: PENDING_CODE, page: 1, size: 1 },
        accessToken: 'staff',
      }),
      transformResponse: (envelope: Envelope<Page<unknown>>) => envelope.result.total,
      providesTags: [{ type: 'ReviewQueue', id: 'counts' }],
    }),
  }),
});
