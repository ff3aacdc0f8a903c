import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { SESSION_INVALID_CODE, SUCCESS_CODE, type Envelope } from '../../contract/envelope';
import { PERMISSION_DENIED_CODE } from '../../contract/permissions';
import { deviceTypeOf } from '../device/deviceType';
import { appPathname } from './appNavigation';
import { isAccessTokenExemptPath } from './employerPaths';
import { employerSessionExpired, selectEmployerToken } from '../session/employerSessionSlice';
import { permissionDenied } from '../session/permissionDenied';
import type { EmployerSession } from '../session/employerSessionSlice';
import { selectStaffToken, staffSessionExpired, type StaffSession } from '../session/staffSessionSlice';
import { selectStudentToken, type StudentSession } from '../session/studentSessionSlice';

/** How a POST body goes on the wire (spec section 7: JSON, urlencoded or multipart, per call). */
export type BodyFormat = 'json' | 'urlencoded' | 'multipart';

export type ApiRequest = Omit<FetchArgs, 'body' | 'headers'> & {
  headers?: Record<string, string>;
  body?: Record<string, unknown> | FormData | URLSearchParams;
  /** Default 'json'. */
  bodyFormat?: BodyFormat;
  /** Envelope codes that count as success; default [200]. Some calls (survey address) succeed with 0. */
  successCodes?: readonly number[];
  /** Leave code 42 to the caller (the unread count fails silently, without the login redirect). */
  ignoreSessionExpiry?: boolean;
  /**
   * Which token goes in header accessToken: the employer's (default), the employer's else the
   * student's (/pub/hqpz), or the school staff's (the console's /mgr calls; code 42 then ends the staff
   * session, not the employer's).
   */
  accessToken?: 'employer' | 'employerOrStudent' | 'staff';
};

/**
 * Errors the base query produces: HTTP and network failures as fetchBaseQuery reports them, or an
 * envelope whose code is not a success code (`status: 'ENVELOPE_ERROR'`, the server's code and message).
 */
export type ApiError =
  FetchBaseQueryError | { status: 'ENVELOPE_ERROR'; code: number; message: string; data: Envelope<unknown> };

type SessionState = {
  employerSession: EmployerSession;
  studentSession: StudentSession;
  staffSession: StaffSession;
};

type ScalarParam = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ScalarParam | readonly ScalarParam[]>;

/** GET arrays unindexed: `{ a: [1, 2] }` becomes `a=1&a=2`; null and undefined are left out. */
export function serializeParams(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly ScalarParam[] = Array.isArray(value) ? value : [value as ScalarParam];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  return search.toString();
}

/** Turns a plain-object body into the wire format the endpoint asked for. */
export function encodeBody(
  body: ApiRequest['body'],
  format: BodyFormat = 'json',
): FormData | URLSearchParams | Record<string, unknown> | undefined {
  if (body === undefined || body instanceof FormData || body instanceof URLSearchParams) return body;
  const entries = Object.entries(body).filter(([, value]) => value !== undefined && value !== null);
  if (format === 'urlencoded') {
    const search = new URLSearchParams();
    for (const [key, value] of entries)
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
        search.append(key, String(item));
    return search;
  }
  if (format === 'multipart') {
    const form = new FormData();
    for (const [key, value] of entries) form.append(key, value instanceof Blob ? value : String(value));
    return form;
  }
  return body;
}

/** Same-origin URL made absolute (a Request outside the browser, e.g. in jest, needs an absolute one). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', paramsSerializer: serializeParams });

type HeaderContext = {
  state: SessionState;
  accessToken: NonNullable<ApiRequest['accessToken']>;
  /** The page's browser pathname (app/api/appNavigation.ts), to leave the token off on Login and dwzc. */
  pathname: string;
  userAgent: string;
};

/** Header accessToken (spec sections 6 and 7) and deviceType, as one pure rule. */
export function sessionHeaders({
  state,
  accessToken,
  pathname,
  userAgent,
}: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = { deviceType: String(deviceTypeOf(userAgent)) };
  if (accessToken === 'staff') {
    const staffToken = selectStaffToken(state);
    if (staffToken) headers.accessToken = staffToken;
    return headers;
  }
  const employerToken = selectEmployerToken(state);
  const token =
    accessToken === 'employerOrStudent' ? (employerToken ?? selectStudentToken(state)) : employerToken;
  if (token && !isAccessTokenExemptPath(pathname)) headers.accessToken = token;
  return headers;
}

/**
 * The one base query of the app. Resolves with the whole envelope when its code is a success code;
 * endpoints take `result` in `transformResponse`. Code 42 ends the employer session here, in one place
 * (app/session/sessionExpiry.ts reacts to `employerSessionExpired` and leaves the page). Code 4030 (a
 * missing permission) is refused like any other code, and the employer's grants are read again.
 */
export const baseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const {
    bodyFormat,
    successCodes = [SUCCESS_CODE],
    ignoreSessionExpiry = false,
    accessToken = 'employer',
    body,
    headers,
    ...fetchArgs
  } = request;
  const computed = sessionHeaders({
    state: api.getState() as SessionState,
    accessToken,
    pathname: appPathname(),
    userAgent: navigator.userAgent,
  });
  const result = await rawBaseQuery(
    {
      ...fetchArgs,
      url: absoluteUrl(fetchArgs.url),
      headers: { ...computed, ...headers },
      body: encodeBody(body, bodyFormat),
    },
    api,
    extraOptions,
  );
  if (result.error) return { error: result.error, meta: result.meta };
  const envelope = result.data;
  if (!isEnvelope(envelope)) return { data: envelope, meta: result.meta };
  if (envelope.code === SESSION_INVALID_CODE && !ignoreSessionExpiry)
    api.dispatch(accessToken === 'staff' ? staffSessionExpired() : employerSessionExpired());
  if (envelope.code === PERMISSION_DENIED_CODE && accessToken !== 'staff') api.dispatch(permissionDenied());
  if (successCodes.includes(envelope.code)) return { data: envelope, meta: result.meta };
  return {
    error: { status: 'ENVELOPE_ERROR', code: envelope.code, message: envelope.message, data: envelope },
    meta: result.meta,
  };
};
