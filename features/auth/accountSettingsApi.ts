import {
  accountSettingsPaths,
  type ChangeMobileRequest,
  type ChangedMobile,
  type EndedSessions,
  type LoginLink,
  type LoginSession,
  type MobileCodeRequest,
} from '../../contract/accountSettings';
import type { Envelope } from '../../contract/envelope';
import { baseApi } from '../../app/api/baseApi';
import type { WithMessage } from './accountApi';

const resultOf = <T>(envelope: Envelope<T>): T => envelope.result;
const withMessage = <T>(envelope: Envelope<T>): WithMessage<T> => ({
  result: envelope.result,
  message: envelope.message,
});
const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

/** 账号设置 (/com/zhsz, docs/api.md): the login mobile, the WeChat and app links, the sessions. */
export const accountSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendMobileCode: build.mutation<WithMessage<null>, MobileCodeRequest>({
      query: post(accountSettingsPaths.mobileCode),
      transformResponse: withMessage<null>,
    }),
    /** The masked mobile of dwyh/info changes, and the other sessions are gone. */
    changeMobile: build.mutation<WithMessage<ChangedMobile>, ChangeMobileRequest>({
      query: post(accountSettingsPaths.changeMobile),
      transformResponse: withMessage<ChangedMobile>,
      invalidatesTags: ['EmployerUser', 'AccountSettings'],
    }),
    loginLinks: build.query<LoginLink[], void>({
      query: () => accountSettingsPaths.links,
      transformResponse: resultOf<LoginLink[]>,
      providesTags: [{ type: 'AccountSettings', id: 'links' }, 'AccountSettings'],
    }),
    unbindLink: build.mutation<WithMessage<null>, { id: string }>({
      query: post(accountSettingsPaths.unbindLink),
      transformResponse: withMessage<null>,
      invalidatesTags: [{ type: 'AccountSettings', id: 'links' }],
    }),
    loginSessions: build.query<LoginSession[], void>({
      query: () => accountSettingsPaths.sessions,
      transformResponse: resultOf<LoginSession[]>,
      providesTags: [{ type: 'AccountSettings', id: 'sessions' }, 'AccountSettings'],
    }),
    endSession: build.mutation<WithMessage<null>, { id: string }>({
      query: post(accountSettingsPaths.endSession),
      transformResponse: withMessage<null>,
      invalidatesTags: [{ type: 'AccountSettings', id: 'sessions' }],
    }),
    endOtherSessions: build.mutation<WithMessage<EndedSessions>, void>({
      query: () => ({ url: accountSettingsPaths.endOtherSessions, method: 'POST', body: {} }),
      transformResponse: withMessage<EndedSessions>,
      invalidatesTags: [{ type: 'AccountSettings', id: 'sessions' }],
    }),
  }),
});
