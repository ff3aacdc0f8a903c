import { http, HttpResponse } from 'msw';
import { appAutoLogin } from '../../../app/employer/guard/steps/appAutoLogin';
import { ensureSiteBasics } from '../../../app/employer/guard/steps/ensureSiteBasics';
import { entryLogin } from '../../../app/employer/guard/steps/entryLogin';
import { loginWithToken } from '../../../app/employer/guard/steps/loginWithToken';
import { pageSchoolCode, resolveSchoolCode } from '../../../app/site/schoolCode';
import { sessionFromQuery } from '../../../app/employer/guard/steps/sessionFromQuery';
import { weChatLogin } from '../../../app/employer/guard/steps/weChatLogin';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { initialSiteState } from '../../../app/site/siteSlice';
import { makeStore } from '../../../app/store';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, recording, startMockApi } from '../support/mockApi';
import { demoSiteSetting, demoSystemConfig } from '../../../stories/mocks/handlers/site';
import { DESKTOP_UA, WECHAT_UA, guardEnv, loggedIn, target } from './support';

const server = startMockApi();
beforeEach(clearBrowserState);

describe('step 1: site basics', () => {
  it('fetches the main-site code, the config and the site setting when missing', async () => {
    const store = makeStore();
    await ensureSiteBasics(
      { store, browser: { userAgent: DESKTOP_UA, openWindow: jest.fn(() => true) } },
      target('/dwsy'),
    );
    expect(store.getState().site).toMatchObject({
      zzxxdm: '00000',
      sfycxxmc: false,
      passwordStrength: 3,
      openChat: true,
      chatPath: '/dwpage/imchat',
      salaryType: ['月薪', '年薪', '面议'],
      setting: { xxdm: '00000', wzzsd: '#1e6fd9' },
    });
  });

  it('asks the main-site code, the config and the setting at once when the page names its school', async () => {
    // The main-site code is answered only once the other two were asked: asking in turn would hang.
    let release = () => {};
    const bothAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = new Set<string>();
    const ask = (what: string) => {
      asked.add(what);
      if (asked.has('config') && asked.has('setting')) release();
    };
    server.use(
      http.post('/pub/hqzzxxdm', async () => {
        ask('code');
        await bothAsked;
        return HttpResponse.json(envelope('00000'));
      }),
      http.post('/pub/hqpz', () => {
        ask('config');
        return HttpResponse.json(envelope({ ...demoSystemConfig, pwdlevel: 4 }));
      }),
      http.get('/web/wsjysc/wzsy/getWzsz/:xxdm', ({ params }) => {
        ask('setting');
        return HttpResponse.json(envelope([{ ...demoSiteSetting, xxdm: String(params.xxdm) }]));
      }),
    );
    const store = makeStore();
    await ensureSiteBasics(
      { store, browser: { userAgent: DESKTOP_UA, openWindow: jest.fn(() => true) } },
      target('/login/20002/1'),
    );
    expect(store.getState().site).toMatchObject({
      zzxxdm: '00000',
      passwordStrength: 4,
      setting: { xxdm: '20002' },
    });
  });

  it('asks for the fallback school only after the main-site code when nothing names one', async () => {
    const order: string[] = [];
    server.use(
      http.post('/pub/hqzzxxdm', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('code answered');
        return HttpResponse.json(envelope('10001'));
      }),
      http.post('/pub/hqpz', async ({ request }) => {
        order.push(`config ${((await request.json()) as { xxdm: string }).xxdm}`);
        return HttpResponse.json(envelope(demoSystemConfig));
      }),
    );
    const store = makeStore();
    await ensureSiteBasics(
      { store, browser: { userAgent: DESKTOP_UA, openWindow: jest.fn(() => true) } },
      target('/dwsy'),
    );
    expect(order).toEqual(['code answered', 'config 10001']);
  });

  it('asks nothing when everything is there', async () => {
    const code = recording('post', '/pub/hqzzxxdm', () => envelope('00000'));
    const config = recording('post', '/pub/hqpz', () => envelope(null));
    const setting = recording('get', '/web/wsjysc/wzsy/getWzsz/:xxdm', () => envelope([]));
    server.use(code.handler, config.handler, setting.handler);
    const { env } = guardEnv();
    await ensureSiteBasics(env, target('/dwsy'));
    expect([code.calls, config.calls, setting.calls]).toEqual([[], [], []]);
  });

  it('sfycxxmc is true for a main site other than 00000, and the config follows pwdlevel and switches', async () => {
    server.use(
      http.post('/pub/hqzzxxdm', () => HttpResponse.json(envelope('10001'))),
      http.post('/pub/hqpz', () =>
        HttpResponse.json(
          envelope({ pwdlevel: 4, tagpush: '1', zpgwxzfs: '', open_chat: '0', chat_path: '', xxdm: '10001' }),
        ),
      ),
    );
    const store = makeStore();
    await ensureSiteBasics(
      { store, browser: { userAgent: DESKTOP_UA, openWindow: jest.fn(() => true) } },
      target('/dwsy'),
    );
    expect(store.getState().site).toMatchObject({
      zzxxdm: '10001',
      sfycxxmc: true,
      passwordStrength: 4,
      tagPush: true,
      openChat: false,
      salaryType: [],
    });
  });

  it('goes on with the defaults when the calls fail', async () => {
    server.use(
      http.post('/pub/hqzzxxdm', () => HttpResponse.error()),
      http.post('/pub/hqpz', () => HttpResponse.error()),
      http.get('/web/wsjysc/wzsy/getWzsz/:xxdm', () => HttpResponse.error()),
    );
    const store = makeStore();
    await ensureSiteBasics(
      { store, browser: { userAgent: DESKTOP_UA, openWindow: jest.fn(() => true) } },
      target('/dwsy'),
    );
    expect(store.getState().site).toEqual(initialSiteState);
  });
});

describe("step 1: the site of the page's school", () => {
  /** Each school site answers with its own colour and password level. */
  function sitesByCode() {
    const settings = recording('get', '/web/wsjysc/wzsy/getWzsz/:xxdm', () => null);
    const configs = recording('post', '/pub/hqpz', () => null);
    server.use(
      http.get('/web/wsjysc/wzsy/getWzsz/:xxdm', ({ request, params }) => {
        settings.calls.push({
          url: new URL(request.url),
          method: 'GET',
          headers: request.headers,
          body: null,
        });
        const xxdm = String(params.xxdm);
        return HttpResponse.json(
          envelope([{ xxdm, wzmc: `学校${xxdm}`, mbid: '1', wzzsd: `#${xxdm.slice(0, 2)}0000` }]),
        );
      }),
      http.post('/pub/hqpz', async ({ request }) => {
        const { xxdm } = (await request.json()) as { xxdm: string };
        configs.calls.push({
          url: new URL(request.url),
          method: 'POST',
          headers: request.headers,
          body: { xxdm },
        });
        return HttpResponse.json(envelope({ ...demoSystemConfig, xxdm, pwdlevel: xxdm === '20002' ? 4 : 3 }));
      }),
    );
    return { settings: settings.calls, configs: configs.calls };
  }

  it.each(['/login/20002/1', '/dwzc/20002', '/dwwxdl/20002', '/login/00000/1?xxdm=20002'])(
    "a visitor opening %s gets school 20002's settings, colour and password level",
    async (path) => {
      const calls = sitesByCode();
      const { env, store } = guardEnv();
      await ensureSiteBasics(env, target(path));
      expect(store.getState().site.setting).toEqual({
        xxdm: '20002',
        wzmc: '学校20002',
        mbid: '1',
        wzzsd: '#200000',
      });
      expect(store.getState().site.passwordStrength).toBe(4);
      expect(calls.settings).toHaveLength(1);
      expect(calls.configs.map((call) => call.body)).toEqual([{ xxdm: '20002' }]);
    },
  );

  it.each(['/login/2000x/1', '/dwsy', '/dwlogin'])(
    'on %s (no valid school named) keeps the fallback school, asking nothing again',
    async (path) => {
      const calls = sitesByCode();
      const { env, store } = guardEnv();
      await ensureSiteBasics(env, target(path));
      expect(store.getState().site.setting).toEqual(demoSiteSetting);
      expect([calls.settings, calls.configs]).toEqual([[], []]);
    },
  );

  it("keeps a logged-in employer's own school on the shell's pages", async () => {
    const calls = sitesByCode();
    const { env, store } = guardEnv({ session: loggedIn });
    await ensureSiteBasics(env, target('/zpxx/zpzwgl'));
    expect(store.getState().site.setting?.xxdm).toBe('10001');
    expect(calls.configs.map((call) => call.body)).toEqual([{ xxdm: '10001' }]);
  });

  it('asks again only when the page names another school', async () => {
    const calls = sitesByCode();
    const { env, store } = guardEnv();
    await ensureSiteBasics(env, target('/login/20002/1'));
    await ensureSiteBasics(env, target('/dwzc/20002'));
    expect(calls.settings).toHaveLength(1);
    await ensureSiteBasics(env, target('/dwlogin'));
    expect(store.getState().site.setting?.xxdm).toBe('00000');
    expect(calls.settings).toHaveLength(2);
  });
});

describe('pageSchoolCode', () => {
  const page = (params: Record<string, string | undefined>, query = '') => ({
    params,
    query: new URLSearchParams(query),
  });

  it.each([
    [page({ xxdm: '20002' }), '20002'],
    [page({ xxdm: '20002' }, 'xxdm=30003'), '30003'],
    [page({ xxdm: '20002' }, 'xxdm=3'), '20002'],
    [page({ xxdm: '../x' }), '10001'],
    [page({}), '10001'],
  ])('%j -> %s (fallback 10001)', (address, expected) => {
    expect(pageSchoolCode(address, '10001')).toBe(expected);
  });
});

describe('step 2: Login with a company token', () => {
  it.each([
    ['/login/00000/1', 'emp', { type: 'redirect', to: '/dwsy' }],
    ['/login/00000/1', null, { type: 'next' }],
    ['/dwlogin', 'emp', { type: 'next' }],
  ])('%s with token %s -> %j', (path, token, outcome) => {
    expect(loginWithToken(target(path), token)).toEqual(outcome);
  });
});

describe('step 3: WeChat login dwwxdl', () => {
  it('with a token goes to the phone home', async () => {
    const { env } = guardEnv({ session: loggedIn, userAgent: WECHAT_UA });
    await expect(weChatLogin(target('/dwwxdl/10001'), env)).resolves.toEqual({
      type: 'redirect',
      to: '/dwmobileHome',
    });
  });

  it('outside WeChat leaves the page to its own login', async () => {
    const { env } = guardEnv();
    await expect(weChatLogin(target('/dwwxdl/10001'), env)).resolves.toEqual({ type: 'next' });
  });

  it('inside WeChat without a code goes to WeChat for one, returning here without code and state', async () => {
    const { handler, calls } = recording('get', '/pub/getWxAppid', () => envelope('wxAPPID'));
    server.use(handler);
    const { env } = guardEnv({ userAgent: WECHAT_UA });
    const outcome = await weChatLogin(
      target('/dwwxdl/10001?redirect=%2Fzpxx%2Fzpzwgl&code=old&state=2'),
      env,
    );
    expect(calls[0]?.url.searchParams.get('xxdm')).toBe('10001');
    expect(outcome).toMatchObject({ type: 'leave', replace: true });
    const url = new URL((outcome as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxAPPID',
      redirect_uri: 'http://localhost/dwpage/dwwxdl/10001?redirect=%2Fzpxx%2Fzpzwgl',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: '1',
    });
  });

  it('back with code and state 1, a linked account is logged in and sent to the redirect query', async () => {
    const { handler, calls } = recording('post', '/com/dwdl/dwwxdl', () =>
      envelope({ isRelated: '1', ...demoEmployer, xxdm: '10001' }),
    );
    server.use(handler);
    const { env, store } = guardEnv({ userAgent: WECHAT_UA });
    const outcome = await weChatLogin(
      target('/dwwxdl/10001?code=C0DE&state=1&redirect=%2FdwwjRoute%3Fa%3D1'),
      env,
    );
    expect(calls[0]?.body).toEqual({ code: 'C0DE', xxdm: '10001' });
    expect(outcome).toEqual({ type: 'redirect', to: '/dwwjRoute?a=1' });
    expect(store.getState().employerSession).toMatchObject({ token: demoEmployer.token, xxdm: '10001' });
  });

  it('a linked account without a redirect query goes to the phone home; a foreign redirect is ignored', async () => {
    server.use(
      http.post('/com/dwdl/dwwxdl', () => HttpResponse.json(envelope({ isRelated: '1', ...demoEmployer }))),
    );
    const { env } = guardEnv({ userAgent: WECHAT_UA });
    await expect(
      weChatLogin(target('/dwwxdl/10001?code=C&state=1&redirect=%2F%2Fevil.example'), env),
    ).resolves.toEqual({ type: 'redirect', to: '/dwmobileHome' });
  });

  it('a school backend answering only isRelated and token: the school is the page one, nothing stored as "undefined"', async () => {
    server.use(
      http.post('/com/dwdl/dwwxdl', () => HttpResponse.json(envelope({ isRelated: '1', token: 'wx-tok' }))),
    );
    const { env, store } = guardEnv({
      session: { ...loggedIn, token: null, xxdm: '00000' },
      userAgent: WECHAT_UA,
    });
    await weChatLogin(target('/dwwxdl/10001?code=C&state=1'), env);
    expect(store.getState().employerSession).toEqual({
      ...emptyEmployerSession,
      token: 'wx-tok',
      xxdm: '10001',
    });
    expect(localStorage.getItem('dwid')).toBeNull();
    expect(localStorage.getItem('xxdm')).toBe('10001');
  });

  it('an account not linked yet stays on the page to link it', async () => {
    const { env, store } = guardEnv({ userAgent: WECHAT_UA });
    await expect(weChatLogin(target('/dwwxdl/10001?code=C&state=1'), env)).resolves.toEqual({ type: 'next' });
    expect(store.getState().employerSession.token).toBeNull();
  });

  it('only concerns dwwxdl', async () => {
    const { env } = guardEnv({ userAgent: WECHAT_UA });
    await expect(weChatLogin(target('/dwsy'), env)).resolves.toEqual({ type: 'next' });
  });
});

describe('step 4: session handed over in the dwsypage query', () => {
  it('stores comToken, xxdm and dwmc and reopens the page without them', () => {
    const { store } = guardEnv();
    const outcome = sessionFromQuery(
      target('/dwsy?comToken=T&xxdm=10001&dwmc=%E7%A4%BA%E4%BE%8B&tab=2'),
      store.dispatch,
    );
    expect(outcome).toEqual({ type: 'redirect', to: '/dwsy?tab=2' });
    expect(store.getState().employerSession).toMatchObject({ token: 'T', xxdm: '10001', dwmc: '示例' });
  });

  it("a new token drops the earlier employer's ids and questionnaire flag", () => {
    const { store } = guardEnv({ session: { ...loggedIn, iswcwj: '1', xjhid: 'x1' } });
    sessionFromQuery(target('/dwsy?comToken=T&dwmc=%E6%96%B0'), store.dispatch);
    expect(store.getState().employerSession).toEqual({
      ...emptyEmployerSession,
      token: 'T',
      dwmc: '新',
      xxdm: '10001',
    });
  });

  it('the same token handed over again keeps the ids it already has', () => {
    const { store } = guardEnv({ session: loggedIn });
    sessionFromQuery(target('/dwsy?comToken=emp&xxdm=20002'), store.dispatch);
    expect(store.getState().employerSession).toMatchObject({ ...loggedIn, xxdm: '20002' });
  });

  it.each(['/dwsy', '/dwsy?xxdm=10001', '/zpxx/zpzwgl?comToken=T'])('ignores %s', (path) => {
    const { store } = guardEnv();
    expect(sessionFromQuery(target(path), store.dispatch)).toEqual({ type: 'next' });
    expect(store.getState().employerSession.token).toBeNull();
  });
});

describe('step 5: app auto-login', () => {
  const phone = { device: { isPhone: true } };

  it('logs a linked device in on a phone with a registration id and no token', async () => {
    localStorage.setItem('registrationId', 'reg-1');
    localStorage.setItem('deviceId', 'dev-1');
    const { handler, calls } = recording('post', '/com/dwdl/dwappdl', () =>
      envelope({ isRelated: '1', ...demoEmployer }),
    );
    server.use(handler);
    const { env, store } = guardEnv({ state: phone });
    await appAutoLogin(env);
    expect(calls[0]?.body).toEqual({ deviceId: 'dev-1', xxdm: '00000' });
    expect(store.getState().employerSession.token).toBe(demoEmployer.token);
  });

  it('leaves an unlinked device logged out', async () => {
    localStorage.setItem('registrationId', 'reg-1');
    const { env, store } = guardEnv({ state: phone });
    await appAutoLogin(env);
    expect(store.getState().employerSession.token).toBeNull();
  });

  it.each([
    ['on desktop', { device: { isPhone: false } }, 'reg-1', null],
    ['without a registration id', phone, null, null],
    ['with a token', phone, 'reg-1', 'emp'],
  ])('tries nothing %s', async (_case, state, registrationId, token) => {
    if (registrationId) localStorage.setItem('registrationId', registrationId);
    const { handler, calls } = recording('post', '/com/dwdl/dwappdl', () => envelope({ isRelated: '0' }));
    server.use(handler);
    const { env } = guardEnv({ state, session: { token } });
    await appAutoLogin(env);
    expect(calls).toHaveLength(0);
  });
});

describe('step 6: entry pages need a login', () => {
  const entry = (path: string, token: string | null, userAgent = DESKTOP_UA) =>
    entryLogin(target(path), { token, xxdm: '10001', userAgent });

  it.each([
    ['/dwwjRoute?id=9', DESKTOP_UA, '/login/10001/1?redirect=%2FdwwjRoute%3Fid%3D9'],
    ['/dwwjRoute?id=9', WECHAT_UA, '/dwwxdl/10001?redirect=%2FdwwjRoute%3Fid%3D9'],
    ['/videoCall/interview?room=1', WECHAT_UA, '/login/10001/1?redirect=%2FvideoCall%2Finterview%3Froom%3D1'],
    ['/videoCall/joinRoom', DESKTOP_UA, '/login/10001/1?redirect=%2FvideoCall%2FjoinRoom'],
  ])('%s without a token (%s) goes to %s', (path, userAgent, to) => {
    expect(entry(path, null, userAgent)).toEqual({ type: 'redirect', to });
  });

  it('lets them through with a token, and leaves other pages alone', () => {
    expect(entry('/dwwjRoute', 'emp')).toEqual({ type: 'next' });
    expect(entry('/zpxx/zpzwgl', null)).toEqual({ type: 'next' });
  });
});

describe('step 7: fallback school code', () => {
  const state = (stored: string | null, main: string | null) => ({
    employerSession: { ...emptyEmployerSession, xxdm: stored },
    site: { ...initialSiteState, zzxxdm: main },
  });

  it.each([
    ['10001', '20002', '10001'],
    [null, '20002', '20002'],
    [null, null, '00000'],
  ])('stored %s, main %s -> %s', (stored, main, expected) => {
    expect(resolveSchoolCode(state(stored, main))).toBe(expected);
  });
});
