import { accountPaths, type EmployerLoginResult, type PublicKey } from '../../../contract/account';
import { SUCCESS_CODE, type Envelope } from '../../../contract/envelope';
import { sitePaths, type MainSchoolCode, type SiteSetting } from '../../../contract/site';
import type { LoginClient } from '../../../features/auth/loginClient';
import { encryptPassword } from '../../api/passwordEncryption';
import { deviceTypeOf } from '../../device/deviceType';

/**
 * A failed call in the shapes apiErrorMessage reads, as the app's base query reports them: status
 * FETCH_ERROR (no answer), an HTTP status with the body as `data`, or ENVELOPE_ERROR with the server's
 * code and message. The message is the server's words only, never one made up here.
 */
export class LoginCallError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'ENVELOPE_ERROR',
    message: string,
    readonly data?: unknown,
    readonly code?: number,
  ) {
    super(message);
  }
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value;

/**
 * One call as the app's base query makes it (app/api/baseQuery.ts), with fetch alone: header
 * deviceType and no accessToken (the login pages send none, spec section 7); a failure rejects with a
 * LoginCallError.
 */
async function call<T>(url: string, body?: object): Promise<Envelope<T>> {
  const headers: Record<string, string> = { deviceType: String(deviceTypeOf(navigator.userAgent)) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(new URL(url, window.location.href), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new LoginCallError('FETCH_ERROR', '');
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // A body that is not JSON (a proxy's error page) stays text, as fetchBaseQuery keeps it.
  }
  if (!response.ok) throw new LoginCallError(response.status, '', data);
  if (!isEnvelope(data)) throw new LoginCallError('PARSING_ERROR', '', text);
  if (data.code !== SUCCESS_CODE) throw new LoginCallError('ENVELOPE_ERROR', data.message, data, data.code);
  return data as Envelope<T>;
}

/** The login forms' calls over fetch, for the light login page (no store, no RTK Query). */
export const fetchLoginClient: LoginClient = {
  passwordLogin: async (request) =>
    (await call<EmployerLoginResult>(accountPaths.passwordLogin, request)).result,
  codeLogin: async (request) => (await call<EmployerLoginResult>(accountPaths.codeLogin, request)).result,
  sendLoginCode: async (request) => {
    const { message } = await call<null>(accountPaths.loginCode, request);
    return { message };
  },
  // The key is fetched anew for each submit, as the app does: one the server rotated never fails a login.
  encryptPasswords: async (...passwords) => {
    const { result: publicKey } = await call<PublicKey>(accountPaths.publicKey);
    return Promise.all(passwords.map((password) => encryptPassword(password, publicKey)));
  },
};

/** The main site's school code (POST /pub/hqzzxxdm), null when the server does not answer it. */
export async function fetchMainSchoolCode(): Promise<string | null> {
  return (await call<MainSchoolCode>(sitePaths.mainSchoolCode, {}).catch(() => null))?.result ?? null;
}

/** A site's setting (name, colour), null for an unknown site or a failed call. */
export async function fetchSiteSetting(xxdm: string): Promise<SiteSetting | null> {
  const answer = await call<SiteSetting[]>(`${sitePaths.siteSettings}/${encodeURIComponent(xxdm)}`).catch(
    () => null,
  );
  return answer?.result[0] ?? null;
}
