import {
  activityPaths,
  type ActivityItem,
  type ScheduleItem,
  type ScheduleQuery,
  type ScheduleSubscription,
  type SignUpSettingRequest,
  type SignUpSummary,
  type SiteActivityQuery,
} from '../../contract/activities';
import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import { downloadFile } from '../../app/api/fileDownload';
import { baseApi } from '../../app/api/baseApi';

const SCHEDULE = 'Schedule' as const;
const ACTIVITY = 'Activity' as const;
const ICS_NAME = '我的日程.ics';

const result = <T>(envelope: Envelope<T>) => envelope.result;

/**
 * 我的日程 (/com/rc/*) and 活动信息: the employer's own activities by date range, its calendar file and
 * private subscription address, and the site's upcoming activities.
 */
export const scheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schedule: build.query<ScheduleItem[], ScheduleQuery>({
      query: (params) => ({ url: activityPaths.schedule, params }),
      transformResponse: result<ScheduleItem[]>,
      providesTags: [SCHEDULE],
    }),
    subscription: build.query<ScheduleSubscription, void>({
      query: () => activityPaths.subscription,
      transformResponse: result<ScheduleSubscription>,
      providesTags: [{ type: SCHEDULE, id: 'SUBSCRIPTION' }],
    }),
    resetSubscription: build.mutation<ScheduleSubscription, void>({
      query: () => ({ url: activityPaths.resetSubscription, method: 'POST', body: {} }),
      transformResponse: result<ScheduleSubscription>,
      async onQueryStarted(_arg, api) {
        const { data } = await api.queryFulfilled;
        void api.dispatch(scheduleApi.util.upsertQueryData('subscription', undefined, data));
      },
    }),
    setSignUp: build.mutation<SignUpSummary, SignUpSettingRequest>({
      query: (body) => ({ url: activityPaths.signUpSetting, method: 'POST', body }),
      transformResponse: result<SignUpSummary>,
      invalidatesTags: [SCHEDULE, ACTIVITY],
    }),
    /** Downloads the schedule as 我的日程.ics; the cache keeps only the name (a Blob is not state). */
    downloadIcs: build.mutation<string, void>({
      queryFn: (_arg, _api, _options, baseQuery) =>
        downloadFile(baseQuery, { url: activityPaths.scheduleIcs }, ICS_NAME, '日历文件下载失败，请稍后再试'),
    }),
    siteActivities: build.query<Page<ActivityItem>, SiteActivityQuery>({
      query: (params) => ({ url: activityPaths.siteActivities, params }),
      transformResponse: result<Page<ActivityItem>>,
      providesTags: [ACTIVITY],
    }),
  }),
});
