import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import {
  schoolSitePaths,
  type EnterSiteResult,
  type SchoolSiteItem,
  type SchoolSiteRequest,
} from '../../contract/schoolSites';
import { baseApi } from '../../app/api/baseApi';

const post = (url: string) => (body: SchoolSiteRequest) => ({ url, method: 'POST', body });
/** What a registration answers worth showing (已提交注册，请等待该学校审核 …). */
const messageOf = (envelope: Envelope<unknown>): string => envelope.message;

/**
 * School sub-sites (/com/xxfz, docs/api.md): the sites with the employer's standing at each, one-step
 * registration and resubmission (which change the standings the list shows), and the code to enter one.
 */
export const schoolSitesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolSites: build.query<Page<SchoolSiteItem>, { page: number; size: number }>({
      query: (params) => ({ url: schoolSitePaths.list, params }),
      transformResponse: (envelope: Envelope<Page<SchoolSiteItem>>) => envelope.result,
      providesTags: ['EmployerStanding'],
    }),
    registerAtSite: build.mutation<string, SchoolSiteRequest>({
      query: post(schoolSitePaths.register),
      transformResponse: messageOf,
      invalidatesTags: ['EmployerStanding'],
    }),
    resubmitAtSite: build.mutation<string, SchoolSiteRequest>({
      query: post(schoolSitePaths.resubmit),
      transformResponse: messageOf,
      invalidatesTags: ['EmployerStanding'],
    }),
    enterSite: build.mutation<EnterSiteResult, SchoolSiteRequest>({
      query: post(schoolSitePaths.enter),
      transformResponse: (envelope: Envelope<EnterSiteResult>) => envelope.result,
    }),
  }),
});
