import {
  accountPaths,
  type AuthCodeLoginRequest,
  type ChangePasswordRequest,
  type CheckEmployerRequest,
  type CodeLoginRequest,
  type EmployerCandidate,
  type EmployerLoginResult,
  type EmployerMembership,
  type EmployerUserDetails,
  type EmployerUserInfo,
  type FindEmployersRequest,
  type LinkedLoginResult,
  type PasswordAppealRequest,
  type PasswordAppealResult,
  type PasswordLoginRequest,
  type RegisterRequest,
  type ResetCheckCodeRequest,
  type ResetPasswordRequest,
  type ResetSendCodeRequest,
  type ResetTicket,
  type SaveUserDetailsRequest,
  type SendCodeRequest,
  type SwitchEmployerRequest,
  type WechatLoginRequest,
} from '../../contract/account';
import type { Envelope } from '../../contract/envelope';
import { FILE_UPLOAD_PATH, LICENCE_BUCKET, type UploadFileResult } from '../../contract/files';
import { baseApi } from '../../app/api/baseApi';

/** Every call answers a message worth showing (验证码已发送, 注册成功, …); the screens read it from here. */
export type WithMessage<T> = { result: T; message: string };

const withMessage = <T>(envelope: Envelope<T>): WithMessage<T> => ({
  result: envelope.result,
  message: envelope.message,
});
const resultOf = <T>(envelope: Envelope<T>): T => envelope.result;

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

/** Employer login, registration, forgot password and account calls (docs/api.md, Employer accounts). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    passwordLogin: build.mutation<EmployerLoginResult, PasswordLoginRequest>({
      query: post(accountPaths.passwordLogin),
      transformResponse: resultOf<EmployerLoginResult>,
    }),
    sendLoginCode: build.mutation<WithMessage<null>, SendCodeRequest>({
      query: post(accountPaths.loginCode),
      transformResponse: withMessage<null>,
    }),
    codeLogin: build.mutation<EmployerLoginResult, CodeLoginRequest>({
      query: post(accountPaths.codeLogin),
      transformResponse: resultOf<EmployerLoginResult>,
    }),
    /** dwwxdl with mobile and password: links the WeChat identity to that account and logs in. */
    linkWeChat: build.mutation<LinkedLoginResult, WechatLoginRequest>({
      query: post(accountPaths.wechatLogin),
      transformResponse: resultOf<LinkedLoginResult>,
    }),
    /**
     * Route AuthLogin: exchanges the one-time code another site issued (GET /com/openAuth/getAuthcode,
     * spec section 7) for a session here. A POST: the code is used up by the call.
     */
    authCodeLogin: build.mutation<EmployerLoginResult, AuthCodeLoginRequest>({
      query: post(accountPaths.authCodeLogin),
      transformResponse: resultOf<EmployerLoginResult>,
    }),
    sendRegistrationCode: build.mutation<WithMessage<null>, SendCodeRequest>({
      query: post(accountPaths.registrationCode),
      transformResponse: withMessage<null>,
    }),
    /** The business licence image into bucket yyzz, before registering; resolves to its stored path. */
    uploadLicence: build.mutation<string, File>({
      query: (file) => ({
        url: FILE_UPLOAD_PATH,
        method: 'POST',
        body: { file, bucket: LICENCE_BUCKET },
        bodyFormat: 'multipart',
      }),
      transformResponse: (envelope: Envelope<UploadFileResult | null>) => envelope.result?.[0] ?? '',
    }),
    register: build.mutation<EmployerLoginResult, RegisterRequest>({
      query: post(accountPaths.register),
      transformResponse: resultOf<EmployerLoginResult>,
    }),
    userInfo: build.query<EmployerUserInfo, void>({
      query: () => accountPaths.userInfo,
      transformResponse: resultOf<EmployerUserInfo>,
      providesTags: ['EmployerUser'],
    }),
    /** The employers the logged-in account acts for (route pickdwxs). */
    employerList: build.query<EmployerMembership[], void>({
      query: () => accountPaths.employerList,
      transformResponse: resultOf<EmployerMembership[]>,
      providesTags: ['EmployerProfile'],
    }),
    /** A new session acting for another of the account's employers; the old token ends. */
    switchEmployer: build.mutation<WithMessage<EmployerLoginResult>, SwitchEmployerRequest>({
      query: post(accountPaths.switchEmployer),
      transformResponse: withMessage<EmployerLoginResult>,
    }),
    /** The person's details (route wsdwyh); the user info answers them from then on. */
    saveUserDetails: build.mutation<WithMessage<EmployerUserDetails>, SaveUserDetailsRequest>({
      query: post(accountPaths.saveUserDetails),
      transformResponse: withMessage<EmployerUserDetails>,
      invalidatesTags: ['EmployerUser'],
    }),
    changePassword: build.mutation<WithMessage<null>, ChangePasswordRequest>({
      query: post(accountPaths.changePassword),
      transformResponse: withMessage<null>,
    }),
    findEmployers: build.mutation<WithMessage<EmployerCandidate[]>, FindEmployersRequest>({
      query: post(accountPaths.forgotFindEmployers),
      transformResponse: withMessage<EmployerCandidate[]>,
    }),
    checkEmployer: build.mutation<ResetTicket, CheckEmployerRequest>({
      query: post(accountPaths.forgotCheckEmployer),
      transformResponse: resultOf<ResetTicket>,
    }),
    sendResetCode: build.mutation<WithMessage<null>, ResetSendCodeRequest>({
      query: post(accountPaths.forgotSendCode),
      transformResponse: withMessage<null>,
    }),
    checkResetCode: build.mutation<WithMessage<null>, ResetCheckCodeRequest>({
      query: post(accountPaths.forgotCheckCode),
      transformResponse: withMessage<null>,
    }),
    resetPassword: build.mutation<WithMessage<null>, ResetPasswordRequest>({
      query: post(accountPaths.forgotResetPassword),
      transformResponse: withMessage<null>,
    }),
    passwordAppeal: build.mutation<WithMessage<PasswordAppealResult>, PasswordAppealRequest>({
      query: post(accountPaths.passwordAppeal),
      transformResponse: withMessage<PasswordAppealResult>,
    }),
  }),
});
