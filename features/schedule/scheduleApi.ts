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
import type { ApiError, ApiRequest } from '../../app/api/baseQuery';
import { baseApi } from '../../app/api/baseApi';

const SCHEDULE = 'Schedule' as const;
const ACTIVITY = 'Activity' as const;
const ICS_NAME = '我的日程.ics';

const result = <T>(envelope: Envelope<T>) => envelope.result;

/** The body as a Blob unless the server answered JSON (an envelope: a refusal the base query reports). */
const blobOrEnvelope = async (response: Response): Promise<unknown> =>
  (response.headers.get('Content-Type') ?? '').includes('json') ? response.json() : response.blob();

/** Saves a file through a temporary link (the browser's own download). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type BaseQuery = (args: ApiRequest) => unknown;

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
      queryFn: async (_arg, _api, _options, baseQuery) => {
        const answer = (await (baseQuery as BaseQuery)({
          url: activityPaths.scheduleIcs,
          responseHandler: blobOrEnvelope,
        })) as { data?: unknown; error?: ApiError };
        if (answer.error !== undefined) return { error: answer.error };
        if (!(answer.data instanceof Blob))
          return { error: { status: 'CUSTOM_ERROR', error: '日历文件下载失败，请稍后再试' } as ApiError };
        saveFile(answer.data, ICS_NAME);
        return { data: ICS_NAME };
      },
    }),
    siteActivities: build.query<Page<ActivityItem>, SiteActivityQuery>({
      query: (params) => ({ url: activityPaths.siteActivities, params }),
      transformResponse: result<Page<ActivityItem>>,
      providesTags: [ACTIVITY],
    }),
  }),
});
