import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Envelope } from '../../contract/envelope';
import { showNetworkError } from '../../ui/Feedback';
import { message } from '../../ui/Message';
import { modal } from '../../ui/Modal';
import { notice } from '../../ui/Notice';
import { deviceTypeOf } from '../device/deviceType';
import { storedDeviceId } from '../device/nativeBridge';
import { studentLoggedIn, studentTokenCleared, type StudentSession } from '../session/studentSessionSlice';
import { navigateInApp } from './appNavigation';
import { absoluteUrl, encodeBody, serializeParams, type BodyFormat, type QueryParams } from './baseQuery';
import { STUDENT_TIMEOUT_MS, decideStudentResponse, type StudentEffect } from './studentResponse';

/** GET /stu/tysj/tri/getAppToken: the student app token for a device (spec sections 3 and 7). */
export const STUDENT_APP_TOKEN_PATH = '/stu/tysj/tri/getAppToken';

export type StudentRequest = {
  url: string;
  method?: 'GET' | 'POST';
  params?: QueryParams;
  body?: Record<string, unknown> | FormData | URLSearchParams;
  bodyFormat?: BodyFormat;
  /** No toast, notice or dialog for this call (spec section 8); navigation and session effects remain. */
  silent?: boolean;
};

export class StudentRequestError extends Error {
  override name = 'StudentRequestError';
  constructor(
    message: string,
    /** The envelope's code; undefined when no envelope arrived (network, time-out, not JSON). */
    readonly code?: number,
  ) {
    super(message);
  }
}

type StudentState = { device: { isPhone: boolean }; studentSession: StudentSession };
type Dispatch = (
  action: ReturnType<typeof studentTokenCleared> | ReturnType<typeof studentLoggedIn>,
) => unknown;

/** Leaving or reloading the page; the browser's own by default, injectable for tests. */
export type StudentPage = { assign: (url: string) => void; reload: () => void };

const browserPage: StudentPage = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

export type StudentClientEnv = { getState: () => StudentState; dispatch: Dispatch; page?: StudentPage };

function toUrl({ url, params }: Pick<StudentRequest, 'url' | 'params'>): string {
  const query = params ? serializeParams(params) : '';
  return absoluteUrl(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url);
}

async function send(request: StudentRequest, token: string | null): Promise<Response> {
  const body = encodeBody(request.body, request.bodyFormat);
  const payload =
    body === undefined || body instanceof FormData || body instanceof URLSearchParams
      ? body
      : JSON.stringify(body);
  // Spec section 6: mobile clients tell the backend which one they are, students included.
  const headers: Record<string, string> = { deviceType: String(deviceTypeOf(navigator.userAgent)) };
  if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
  if (token) headers.accessToken = token;
  return fetch(toUrl(request), {
    method: request.method ?? 'GET',
    headers,
    body: payload,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(STUDENT_TIMEOUT_MS),
  });
}

/** Code 400301: ask for a new app token with the device's id; the reload that follows uses it. */
async function renewAppToken(env: StudentClientEnv): Promise<void> {
  const deviceId = storedDeviceId();
  if (!deviceId) return;
  const { schoolCode } = env.getState().studentSession;
  try {
    const response = await send(
      { url: STUDENT_APP_TOKEN_PATH, params: { deviceId, xxdm: schoolCode } },
      null,
    );
    const envelope = (await response.json()) as Envelope<{ token?: string } | string | null>;
    const token = typeof envelope.result === 'string' ? envelope.result : envelope.result?.token;
    if (envelope.code === 200 && token) env.dispatch(studentLoggedIn({ token }));
  } catch {
    // The reload shows the student logged out, which is what a failed renewal means.
  }
}

/** Carries out the decided effects in order; dialogs are awaited so navigation follows the person's OK. */
export async function runStudentEffects(
  effects: readonly StudentEffect[],
  env: StudentClientEnv,
): Promise<void> {
  const page = env.page ?? browserPage;
  for (const effect of effects) {
    switch (effect.type) {
      case 'toast':
        (env.getState().device.isPhone ? notice : message).error(effect.text);
        break;
      case 'errorDialog':
        await modal.error({ title: '提示', content: effect.text });
        break;
      case 'alert':
        await modal.warning({ title: '提示', content: effect.text });
        break;
      case 'navigate':
        navigateInApp(effect.to);
        break;
      case 'assign':
        page.assign(effect.url);
        break;
      case 'clearStudentToken':
        env.dispatch(studentTokenCleared());
        break;
      case 'appLogin':
        await renewAppToken(env);
        break;
      case 'reload':
        page.reload();
        break;
    }
  }
}

/**
 * The student-side client (spec section 8): 20-second time-out, the code table of
 * decideStudentResponse, a 3-second message for network failures. Resolves with the envelope for
 * code 200 and the codes handed back silently; rejects with a StudentRequestError otherwise.
 */
export async function studentRequest<T>(
  request: StudentRequest,
  env: StudentClientEnv,
): Promise<Envelope<T>> {
  const state = env.getState();
  const silent = request.silent ?? false;
  let envelope: Envelope<T>;
  let httpFailed = false;
  try {
    const response = await send(request, state.studentSession.token);
    httpFailed = !response.ok;
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    // A 200 that is not JSON is an unknown answer; a failed status without an envelope (a proxy's
    // 502 page, a gateway time-out) means the backend was not reached, as a network failure does.
    // By name: the parse error may come from another realm than this module's SyntaxError.
    const notJson = (error as { name?: unknown } | null)?.name === 'SyntaxError';
    if (notJson && !httpFailed) throw new StudentRequestError('Error');
    if (!silent) showNetworkError(state.device.isPhone);
    throw new StudentRequestError(error instanceof Error ? error.message : 'Network Error');
  }
  const decision = decideStudentResponse(envelope.code, envelope.message, {
    isPhone: state.device.isPhone,
    silent,
    hasStudentToken: state.studentSession.token !== null,
  });
  await runStudentEffects(decision.effects, env);
  if (decision.settle === 'resolve') return envelope;
  throw new StudentRequestError(decision.reason ?? 'Error', envelope.code);
}

export type StudentQueryError = { status: 'STUDENT_ERROR'; code?: number; message: string };

/**
 * The same client as an RTK Query base query, for student endpoints:
 * `queryFn: (arg, api, extra) => studentBaseQuery({ url: '/stu/...', params: arg }, api, extra)`.
 */
export const studentBaseQuery: BaseQueryFn<StudentRequest, Envelope<unknown>, StudentQueryError> = async (
  request,
  api,
) => {
  try {
    const data = await studentRequest<unknown>(request, {
      getState: () => api.getState() as StudentState,
      dispatch: api.dispatch,
    });
    return { data };
  } catch (error) {
    const failure = error instanceof StudentRequestError ? error : new StudentRequestError('Error');
    return { error: { status: 'STUDENT_ERROR', code: failure.code, message: failure.message } };
  }
};
