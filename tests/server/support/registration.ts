import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EmployerLoginResult, RegisterRequest } from '../../../contract/account';
import { UPLOAD_OWNER_COOKIE } from '../../../server/files/storage/ownership';
import { encryptPassword, latestSmsCode, TEST_PASSWORD, uniqueCreditCode, uniqueMobile } from './employers';
import { images, multipartBody } from './multipart';
import { envelopeOf, freshAddress, postJson } from './testServer';

/** What a browser sends besides the body: the upload-owner cookie and, once logged in, the token. */
export type BrowserState = { cookies?: Record<string, string>; headers?: Record<string, string> };

/** The upload-owner cookie a response set, or the one the browser already had. */
function ownerCookies(response: LightMyRequestResponse, browser: BrowserState): Record<string, string> {
  const set = response.cookies.find((cookie) => cookie.name === UPLOAD_OWNER_COOKIE);
  return set === undefined
    ? { ...browser.cookies }
    : { ...browser.cookies, [UPLOAD_OWNER_COOKIE]: set.value };
}

/**
 * Uploads a licence image to bucket yyzz as the registration form does: answers its stored path and
 * the browser's cookies afterwards (holding the upload-owner cookie that lets it claim the upload).
 */
export async function uploadLicence(
  app: FastifyInstance,
  browser: BrowserState = {},
  bucket = 'yyzz',
): Promise<{ path: string; cookies: Record<string, string> }> {
  const { payload, headers } = multipartBody([
    { name: 'file', fileName: '营业执照.png', contentType: 'image/png', data: images.png },
    { name: 'bucket', value: bucket },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers: { ...headers, ...browser.headers },
    ...(browser.cookies ? { cookies: browser.cookies } : {}),
  });
  const envelope = envelopeOf<string[]>(response);
  if (envelope.code !== 200) throw new Error(`upload refused: ${envelope.code} ${envelope.message}`);
  return { path: envelope.result[0]!, cookies: ownerCookies(response, browser) };
}

/**
 * A complete registration for a new mobile, as the dwzc form sends it: its code sent and read from the
 * development outbox, a licence uploaded by the same browser. Answers the body and the browser's cookies.
 */
export async function readyRegistration(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
  password = TEST_PASSWORD,
): Promise<{ body: RegisterRequest; cookies: Record<string, string> }> {
  const sjhm = overrides.sjhm ?? uniqueMobile();
  const xxdm = overrides.xxdm ?? '00000';
  const sent = envelopeOf(
    await postJson(app, '/com/dwzc/hqzcyzm', { sjhm, xxdm }, { remoteAddress: freshAddress() }),
  );
  if (sent.code !== 200) throw new Error(`code refused: ${sent.code} ${sent.message}`);
  const licence = await uploadLicence(app);
  return {
    body: {
      dwmc: '杭州测试网络科技有限公司',
      tyshxydm: uniqueCreditCode(),
      lxr: '赵六',
      sjhm,
      yzm: await latestSmsCode(app, sjhm),
      mm: encryptPassword(app, password),
      xxdm,
      dwxz: '39',
      dwhy: '34',
      yyzz: licence.path,
      ...overrides,
    },
    cookies: licence.cookies,
  };
}

/** POST /com/dwzc/zc from a fresh address with the browser's cookies. */
export function postRegistration(app: FastifyInstance, body: Partial<RegisterRequest>, cookies = {}) {
  return postJson(app, '/com/dwzc/zc', body, { remoteAddress: freshAddress(), cookies });
}

/** Registers a new employer through the API (throws on refusal): its login, body and cookies. */
export async function registerEmployer(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const { body, cookies } = await readyRegistration(app, overrides);
  const envelope = envelopeOf<EmployerLoginResult>(await postRegistration(app, body, cookies));
  if (envelope.code !== 200) throw new Error(`registration refused: ${envelope.code} ${envelope.message}`);
  return { login: envelope.result, body, cookies, headers: { accesstoken: envelope.result.token } };
}
