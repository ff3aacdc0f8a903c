import {
  accountPaths,
  type AppLoginRequest,
  type LinkedLoginResult,
  type WechatLoginRequest,
} from '../../../contract/account';
import type { Envelope } from '../../../contract/envelope';
import {
  SURVEY_ADDRESS_PATH,
  SURVEY_ADDRESS_SUCCESS_CODE,
  SURVEY_FLAGS_PATH,
  SURVEY_INTERCEPTION_PATH,
  SURVEY_ROUTE_MAP_PATH,
  SURVEY_SWITCH_PATH,
  type SurveyAddressRequest,
  type SurveyAddressResult,
  type SurveyFlags,
  type SurveyInterception,
  type SurveyRouteMap,
} from '../../../contract/surveys';
import { baseApi } from '../../api/baseApi';

/** The calls the route guard makes (spec section 2, steps 3, 5, 9 and 10; section 4). */
export const guardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    weChatAutoLogin: build.mutation<LinkedLoginResult, WechatLoginRequest>({
      query: (body) => ({ url: accountPaths.wechatLogin, method: 'POST', body }),
      transformResponse: (envelope: Envelope<LinkedLoginResult>) => envelope.result,
    }),
    appAutoLogin: build.mutation<LinkedLoginResult, AppLoginRequest>({
      query: (body) => ({ url: accountPaths.appLogin, method: 'POST', body }),
      transformResponse: (envelope: Envelope<LinkedLoginResult>) => envelope.result,
    }),
    /** True only for code 200 with a truthy result; callers read any failure as false. */
    surveySwitch: build.query<boolean, string>({
      query: (xxdm) => ({ url: SURVEY_SWITCH_PATH, params: { xxdm } }),
      transformResponse: (envelope: Envelope<unknown>) => Boolean(envelope.result),
      providesTags: ['Questionnaire'],
    }),
    surveyFlags: build.mutation<SurveyFlags, string>({
      query: (xxdm) => ({ url: SURVEY_FLAGS_PATH, method: 'POST', body: { xxdm } }),
      transformResponse: (envelope: Envelope<SurveyFlags>) => envelope.result,
    }),
    surveyRouteMap: build.query<SurveyRouteMap, string>({
      query: (xxdm) => ({ url: SURVEY_ROUTE_MAP_PATH, params: { xxdm } }),
      transformResponse: (envelope: Envelope<SurveyRouteMap | null>) => envelope.result ?? {},
      providesTags: ['Questionnaire'],
    }),
    surveyInterception: build.mutation<SurveyInterception, string>({
      query: (router) => ({ url: SURVEY_INTERCEPTION_PATH, method: 'POST', body: { router } }),
      transformResponse: (envelope: Envelope<Partial<SurveyInterception> | null>) => ({
        required: envelope.result?.required ?? [],
        unrequired: envelope.result?.unrequired ?? [],
      }),
    }),
    /** Succeeds with code 0; another code is an error carrying the server's message. */
    surveyAddress: build.mutation<SurveyAddressResult, SurveyAddressRequest>({
      query: (body) => ({
        url: SURVEY_ADDRESS_PATH,
        method: 'POST',
        body,
        successCodes: [SURVEY_ADDRESS_SUCCESS_CODE],
      }),
      transformResponse: (envelope: Envelope<SurveyAddressResult>) => envelope.result,
    }),
  }),
});
