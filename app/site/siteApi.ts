import {
  sitePaths,
  type MainSchoolCode,
  type SiteSetting,
  type SystemConfig,
  type WechatAppId,
} from '../../contract/site';
import type { Envelope } from '../../contract/envelope';
import { baseApi } from '../api/baseApi';

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMainSchoolCode: build.query<MainSchoolCode, void>({
      query: () => ({ url: sitePaths.mainSchoolCode, method: 'POST' }),
      transformResponse: (envelope: Envelope<MainSchoolCode>) => envelope.result,
    }),
    /** Sends the employer token, else the student token, as the spec asks of /pub/hqpz. */
    getSystemConfig: build.query<SystemConfig, { xxdm?: string } | void>({
      query: (body) => ({
        url: sitePaths.systemConfig,
        method: 'POST',
        body: body ?? {},
        accessToken: 'employerOrStudent',
      }),
      transformResponse: (envelope: Envelope<SystemConfig>) => envelope.result,
      providesTags: ['SystemConfig'],
    }),
    /** The site's first setting item, or null for an unknown site. */
    getSiteSetting: build.query<SiteSetting | null, string>({
      query: (xxdm) => `${sitePaths.siteSettings}/${encodeURIComponent(xxdm)}`,
      transformResponse: (envelope: Envelope<SiteSetting[]>) => envelope.result[0] ?? null,
      providesTags: ['SiteSettings'],
    }),
    getWechatAppId: build.query<WechatAppId, string>({
      query: (xxdm) => ({ url: sitePaths.wechatAppId, params: { xxdm } }),
      transformResponse: (envelope: Envelope<WechatAppId>) => envelope.result,
    }),
  }),
});
