import type { FastifyInstance } from 'fastify';
import {
  LINK_NOT_FOUND,
  MOBILE_UNCHANGED,
  SESSION_NOT_FOUND,
  accountSettingsPaths,
  type LoginLink,
  type LoginSession,
} from '../../../contract/accountSettings';
import type { LinkedLoginResult } from '../../../contract/account';
import { SESSION_INVALID_CODE } from '../../../contract/envelope';
import { CODE_WRONG } from '../../../server/sms/verificationCodes';
import { PASSWORD_WRONG } from '../../../server/accounts/routes/accountSettings';
import { MOBILE_IN_USE } from '../../../server/accounts/subAccounts';
import {
  TEST_PASSWORD,
  createEmployer,
  encryptPassword,
  latestSmsCode,
  logInEmployer,
  uniqueMobile,
  type TestEmployer,
} from '../support/employers';
import { get, post, type Headers } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
});
afterAll(() => server.close());

/** A new employer user logged in by password from a browser; its headers carry that browser. */
async function signedIn(userAgent = CHROME_WINDOWS): Promise<{ user: TestEmployer; headers: Headers }> {
  const user = await createEmployer(app);
  return { user, headers: await loginFrom(user.mobile, userAgent) };
}

async function loginFrom(mobile: string, userAgent: string): Promise<Headers> {
  const { token } = await logInEmployer(app, { mobile, password: TEST_PASSWORD });
  return { accesstoken: token, 'user-agent': userAgent };
}

async function sendCode(headers: Headers, sjhm: string) {
  // One code a minute per mobile.
  server.clock.advance(61_000);
  return post(app, accountSettingsPaths.mobileCode, { sjhm }, headers);
}

function changeMobile(headers: Headers, sjhm: string, yzm: string, password = TEST_PASSWORD) {
  return post<{ sjhm: string }>(
    app,
    accountSettingsPaths.changeMobile,
    { sjhm, yzm, mm: encryptPassword(app, password) },
    headers,
  );
}

function passwordLogin(mobile: string) {
  return postJson(
    app,
    '/com/dwdl/dlmmjy',
    { sjhm: mobile, mm: encryptPassword(app, TEST_PASSWORD), xxdm: '00000' },
    { remoteAddress: freshAddress() },
  ).then((response) => envelopeOf(response));
}

describe('changing the login mobile (POST /com/zhsz/ghsjyzm, /com/zhsz/ghsj)', () => {
  it('sends the code to the new mobile and refuses the own or another user’s mobile', async () => {
    const { user, headers } = await signedIn();
    const other = await createEmployer(app);
    expect(await sendCode(headers, user.mobile)).toMatchObject({ code: 400, message: MOBILE_UNCHANGED });
    expect(await sendCode(headers, other.mobile)).toMatchObject({ code: 400, message: MOBILE_IN_USE });
    expect(await sendCode(headers, '12345')).toMatchObject({ code: 400, message: '请输入正确的手机号码' });
    const fresh = uniqueMobile();
    expect(await sendCode(headers, fresh)).toMatchObject({ code: 200 });
    expect(await latestSmsCode(app, fresh)).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong code and a wrong password, keeping the old mobile', async () => {
    const { user, headers } = await signedIn();
    const fresh = uniqueMobile();
    await sendCode(headers, fresh);
    const code = await latestSmsCode(app, fresh);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await changeMobile(headers, fresh, wrongCode)).toMatchObject({ code: 400, message: CODE_WRONG });
    expect(await changeMobile(headers, fresh, code, 'Wrong#Pass9')).toMatchObject({
      code: 400,
      message: PASSWORD_WRONG,
    });
    expect(await passwordLogin(user.mobile)).toMatchObject({ code: 200 });
    expect(await passwordLogin(fresh)).toMatchObject({ code: 400 });
  });

  it('refuses a mobile another user took after the code was sent', async () => {
    const { headers } = await signedIn();
    const fresh = uniqueMobile();
    await sendCode(headers, fresh);
    const code = await latestSmsCode(app, fresh);
    await createEmployer(app, { mobile: fresh });
    expect(await changeMobile(headers, fresh, code)).toMatchObject({ code: 400, message: MOBILE_IN_USE });
  });

  it('changes it: the new mobile logs in, the old one no more, other sessions end, this one stays', async () => {
    const { user, headers } = await signedIn();
    const elsewhere = await loginFrom(user.mobile, WECHAT_IPHONE);
    const fresh = uniqueMobile();
    await sendCode(headers, fresh);
    const changed = await changeMobile(headers, fresh, await latestSmsCode(app, fresh));
    expect(changed).toMatchObject({
      code: 200,
      result: { sjhm: `${fresh.slice(0, 3)}****${fresh.slice(7)}` },
    });
    expect(await passwordLogin(fresh)).toMatchObject({ code: 200 });
    expect(await passwordLogin(user.mobile)).toMatchObject({ code: 400, message: '手机号或密码错误' });
    expect(await get(app, accountSettingsPaths.sessions, {}, elsewhere)).toMatchObject({
      code: SESSION_INVALID_CODE,
    });
    expect(await get(app, accountSettingsPaths.sessions, {}, headers)).toMatchObject({ code: 200 });
  });
});

describe('sessions (GET /com/zhsz/dlsb, POST /com/zhsz/tcsb, /com/zhsz/tcqtsb)', () => {
  it('lists the user’s live sessions with device, masked address and last activity, the current first', async () => {
    const { user, headers } = await signedIn();
    const phone = await loginFrom(user.mobile, WECHAT_IPHONE);
    await app.inject({
      method: 'GET',
      url: accountSettingsPaths.links,
      headers: phone,
      remoteAddress: '203.0.113.77',
    });
    server.clock.advance(5 * 60_000);
    const sessions = await get<LoginSession[]>(app, accountSettingsPaths.sessions, {}, headers);
    expect(sessions.result).toHaveLength(2);
    const [current, other] = sessions.result;
    expect(current).toMatchObject({ dqsb: true, sb: 'Windows 10 · Chrome 120' });
    expect(other).toMatchObject({ dqsb: false, sb: 'iOS 17.1 · 微信 8', dz: '203.0.113.*' });
    expect(other?.zjhd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The current session's activity is the latest: it was used by this very call.
    expect((current?.zjhd ?? '') > (other?.zjhd ?? '')).toBe(true);
  });

  it('ends one session: its next call answers 42, the others go on', async () => {
    const { user, headers } = await signedIn();
    const second = await loginFrom(user.mobile, WECHAT_IPHONE);
    const third = await loginFrom(user.mobile, CHROME_WINDOWS);
    const sessions = await get<LoginSession[]>(app, accountSettingsPaths.sessions, {}, second);
    const secondId = sessions.result.find((session) => session.dqsb)?.id ?? '';
    expect(await post(app, accountSettingsPaths.endSession, { id: secondId }, headers)).toMatchObject({
      code: 200,
    });
    expect(await get(app, accountSettingsPaths.links, {}, second)).toMatchObject({
      code: SESSION_INVALID_CODE,
    });
    expect(await get(app, accountSettingsPaths.links, {}, third)).toMatchObject({ code: 200 });
    expect(await post(app, accountSettingsPaths.endSession, { id: secondId }, headers)).toMatchObject({
      code: 404,
      message: SESSION_NOT_FOUND,
    });
  });

  it('ends every other session and keeps the current one', async () => {
    const { user, headers } = await signedIn();
    const others = [
      await loginFrom(user.mobile, WECHAT_IPHONE),
      await loginFrom(user.mobile, CHROME_WINDOWS),
    ];
    expect(await post(app, accountSettingsPaths.endOtherSessions, {}, headers)).toMatchObject({
      code: 200,
      result: { sl: 2 },
    });
    for (const other of others)
      expect(await get(app, accountSettingsPaths.links, {}, other)).toMatchObject({
        code: SESSION_INVALID_CODE,
      });
    const left = await get<LoginSession[]>(app, accountSettingsPaths.sessions, {}, headers);
    expect(left.result.map((session) => session.dqsb)).toEqual([true]);
  });

  it('does not touch another user’s session', async () => {
    const { headers } = await signedIn();
    const victim = await signedIn();
    const [victimSession] = (
      await get<LoginSession[]>(app, accountSettingsPaths.sessions, {}, victim.headers)
    ).result;
    expect(
      await post(app, accountSettingsPaths.endSession, { id: victimSession?.id }, headers),
    ).toMatchObject({
      code: 404,
    });
    expect(await get(app, accountSettingsPaths.links, {}, victim.headers)).toMatchObject({ code: 200 });
  });
});

describe('WeChat and app links (GET /com/zhsz/bdlb, POST /com/zhsz/jcbd)', () => {
  async function link(user: TestEmployer, kind: 'wechat' | 'app', identity: string) {
    const [url, field] = kind === 'wechat' ? ['/com/dwdl/dwwxdl', 'code'] : ['/com/dwdl/dwappdl', 'deviceId'];
    const body = {
      [field]: identity,
      sjhm: user.mobile,
      mm: encryptPassword(app, TEST_PASSWORD),
      xxdm: '00000',
    };
    const linked = envelopeOf<LinkedLoginResult>(
      await postJson(app, url, body, {
        remoteAddress: freshAddress(),
        headers: { 'user-agent': WECHAT_IPHONE },
      }),
    );
    expect(linked.result.isRelated).toBe('1');
    return { url, field };
  }

  it('lists the user’s links and unbinding one stops that login only', async () => {
    const { user, headers } = await signedIn();
    await link(user, 'wechat', `wx-${user.mobile}`);
    const app1 = await link(user, 'app', `device-${user.mobile}`);
    const links = (await get<LoginLink[]>(app, accountSettingsPaths.links, {}, headers)).result;
    expect(links.map((entry) => entry.lx).sort()).toEqual(['app', 'wechat']);
    expect(links[0]).toMatchObject({ sb: 'iOS 17.1 · 微信 8', zjsy: '' });

    const wechat = links.find((entry) => entry.lx === 'wechat');
    expect(await post(app, accountSettingsPaths.unbindLink, { id: wechat?.id }, headers)).toMatchObject({
      code: 200,
    });
    const wechatLogin = envelopeOf<LinkedLoginResult>(
      await postJson(app, '/com/dwdl/dwwxdl', { code: `wx-${user.mobile}`, xxdm: '00000' }),
    );
    expect(wechatLogin.result.isRelated).toBe('0');
    const appLogin = envelopeOf<LinkedLoginResult>(
      await postJson(app, app1.url, { [app1.field]: `device-${user.mobile}`, xxdm: '00000' }),
    );
    expect(appLogin.result.isRelated).toBe('1');
    const after = (await get<LoginLink[]>(app, accountSettingsPaths.links, {}, headers)).result;
    expect(after.map((entry) => entry.lx)).toEqual(['app']);
    expect(after[0]?.zjsy).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('refuses to unbind another user’s link', async () => {
    const { headers } = await signedIn();
    const victim = await signedIn();
    await link(victim.user, 'app', `device-${victim.user.mobile}`);
    const [victimLink] = (await get<LoginLink[]>(app, accountSettingsPaths.links, {}, victim.headers)).result;
    expect(await post(app, accountSettingsPaths.unbindLink, { id: victimLink?.id }, headers)).toMatchObject({
      code: 404,
      message: LINK_NOT_FOUND,
    });
    expect((await get<LoginLink[]>(app, accountSettingsPaths.links, {}, victim.headers)).result).toHaveLength(
      1,
    );
  });
});
