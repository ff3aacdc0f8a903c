import type { SiteSetting, SystemConfig } from '../../../contract/site';
import { createEmployer, logInEmployer } from '../support/employers';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.db
    .insertInto('sites')
    .values({
      code: '10002',
      name: '示例理工大学',
      theme_color: '#00796b',
      template_id: '3',
      password_level: 4,
      tag_push: 0,
      salary_types: '月薪,面议',
      chat_enabled: 1,
      chat_path: 'https://im.example.edu.cn/chat',
      wechat_app_id: 'wx1234567890abcdef',
      is_main: 0,
      created_at: server.clock.now(),
    })
    .execute();
});
afterAll(() => server.close());

describe('system config (POST /pub/hqpz)', () => {
  it('answers the main site config without a token', async () => {
    const response = await postJson(server.app, '/pub/hqpz', {});
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<SystemConfig>(response)).toEqual({
      code: 200,
      message: '成功',
      result: {
        pwdlevel: 3,
        tagpush: '0',
        zpgwxzfs: '月薪,年薪,面议',
        open_chat: '1',
        chat_path: '/dwpage/imchat',
        xxdm: '00000',
      },
    });
  });

  it('accepts a call without any body', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/pub/hqpz' });
    expect(envelopeOf<SystemConfig>(response).result.xxdm).toBe('00000');
  });

  it('answers the asked site’s config', async () => {
    const response = await postJson(server.app, '/pub/hqpz', { xxdm: '10002' });
    expect(envelopeOf<SystemConfig>(response).result).toMatchObject({ pwdlevel: 4, xxdm: '10002' });
  });

  it('falls back to the main site for an unknown site', async () => {
    const response = await postJson(server.app, '/pub/hqpz', { xxdm: '99999' });
    expect(envelopeOf<SystemConfig>(response).result.xxdm).toBe('00000');
  });

  it('follows the site the employer logged in at, whatever the body says', async () => {
    const employer = await createEmployer(server.app);
    const { token } = await logInEmployer(server.app, employer, '10002');
    const response = await postJson(
      server.app,
      '/pub/hqpz',
      { xxdm: '00000' },
      { headers: { accessToken: token } },
    );
    expect(envelopeOf<SystemConfig>(response).result).toMatchObject({
      xxdm: '10002',
      chat_path: 'https://im.example.edu.cn/chat',
    });
  });

  it('names the field when xxdm is malformed', async () => {
    const response = await postJson(server.app, '/pub/hqpz', { xxdm: '12ab' });
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message: '参数 xxdm 格式不正确' });
  });
});

describe('main school code (POST /pub/hqzzxxdm)', () => {
  it('answers the seeded main site 00000', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/pub/hqzzxxdm' });
    expect(envelopeOf<string>(response)).toMatchObject({ code: 200, result: '00000' });
  });
});

describe('site settings (GET /web/wsjysc/wzsy/getWzsz/{xxdm})', () => {
  it('lists the site with its template and theme colour first', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/web/wsjysc/wzsy/getWzsz/00000' });
    const [first] = envelopeOf<SiteSetting[]>(response).result;
    expect(first).toEqual({ xxdm: '00000', wzmc: '高校毕业生就业平台', mbid: '1', wzzsd: '#1677ff' });
  });

  it('refuses a malformed site code', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/web/wsjysc/wzsy/getWzsz/abc' });
    expect(envelopeOf(response)).toMatchObject({ code: 400, message: '参数 xxdm 格式不正确' });
  });

  it('answers an empty list for an unknown site', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/web/wsjysc/wzsy/getWzsz/99999' });
    expect(envelopeOf(response)).toMatchObject({ code: 200, result: [] });
  });
});

describe('WeChat app id (GET /pub/getWxAppid)', () => {
  it.each([
    ['10002', 'wx1234567890abcdef'],
    ['00000', ''],
    ['99999', ''],
  ])('answers the app id of site %s', async (xxdm, appId) => {
    const response = await server.app.inject({ method: 'GET', url: `/pub/getWxAppid?xxdm=${xxdm}` });
    expect(envelopeOf(response)).toEqual({ code: 200, message: '成功', result: appId });
  });

  it('names the missing xxdm', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/pub/getWxAppid' });
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message: '参数 xxdm 不能为空' });
  });
});

describe('unknown paths', () => {
  it('answer an envelope with code 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/com/nope' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toMatchObject({ code: 404, result: null });
  });
});
