import { DEFAULT_SITE_RULES, MAX_DAILY_CAP, type SiteRules } from '../../../contract/console';
import type { SiteSetting } from '../../../contract/site';
import { siteRulesOf } from '../../../server/site';
import { employerWithToken } from '../support/sessions';
import { createSite } from '../support/sites';
import { staffWithToken } from '../support/staff';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

// The site settings the console edits (GET /mgr/sz/get, POST /mgr/sz/save), always of the staff's site.

const SITE = '10001';
const OTHER_SITE = '10002';

let server: TestServer;
let staffHeaders: Record<string, string>;
let otherStaffHeaders: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, SITE);
  await createSite(server.app, OTHER_SITE);
  staffHeaders = (await staffWithToken(server.app, SITE)).headers;
  otherStaffHeaders = (await staffWithToken(server.app, OTHER_SITE)).headers;
});
afterAll(() => server.close());

const read = (headers: Record<string, string> = staffHeaders) =>
  server.app.inject({ method: 'GET', url: '/mgr/sz/get', headers });
const save = (body: unknown, headers: Record<string, string> = staffHeaders) =>
  postJson(server.app, '/mgr/sz/save', body, { headers });
const siteSetting = async (code: string) =>
  envelopeOf<SiteSetting[]>(
    await server.app.inject({ method: 'GET', url: `/web/wsjysc/wzsy/getWzsz/${code}` }),
  ).result[0];

const changed: SiteRules = { dwshms: '2', zwshms: '2', ggshms: '1', qzmrsx: 3, sxmrsx: 0, wzzsd: '#A0522D' };

describe('GET /mgr/sz/get', () => {
  it('answers the defaults and the site’s colour before anything was saved', async () => {
    expect(envelopeOf<SiteRules>(await read(otherStaffHeaders))).toEqual({
      code: 200,
      message: '成功',
      result: { ...DEFAULT_SITE_RULES, wzzsd: '#1e6fd9' },
    });
  });
});

describe('POST /mgr/sz/save', () => {
  it('saves every rule of the staff’s site; the colour shows on getWzsz at once', async () => {
    const envelope = envelopeOf<SiteRules>(await save(changed));
    expect(envelope).toEqual({ code: 200, message: '保存成功', result: { ...changed, wzzsd: '#a0522d' } });
    expect(envelopeOf<SiteRules>(await read()).result).toEqual({ ...changed, wzzsd: '#a0522d' });
    expect(await siteRulesOf(server.app.db, SITE)).toEqual({
      employerReview: 'auto',
      positionReview: 'auto',
      announcementReview: 'manual',
      fulltimeCap: 3,
      internshipCap: 0,
    });
    expect(await siteSetting(SITE)).toMatchObject({ xxdm: SITE, wzzsd: '#a0522d' });
    // Another site keeps its own.
    expect(envelopeOf<SiteRules>(await read(otherStaffHeaders)).result).toEqual({
      ...DEFAULT_SITE_RULES,
      wzzsd: '#1e6fd9',
    });
    expect(await siteSetting(OTHER_SITE)).toMatchObject({ wzzsd: '#1e6fd9' });
  });

  it('saves again over what was saved', async () => {
    await save(changed);
    const back = { ...DEFAULT_SITE_RULES, qzmrsx: MAX_DAILY_CAP };
    expect(envelopeOf<SiteRules>(await save(back)).result).toEqual(back);
    expect(await siteSetting(SITE)).toMatchObject({ wzzsd: DEFAULT_SITE_RULES.wzzsd });
  });

  it.each([
    [{ dwshms: '3' }, '请选择单位注册审核方式（人工审核或自动通过）'],
    [{ zwshms: '' }, '请选择招聘职位审核方式（人工审核或自动通过）'],
    [{ ggshms: '0' }, '请选择招聘公告审核方式（人工审核或自动通过）'],
    [{ qzmrsx: -1 }, '全职职位每日上限应为0到100之间的整数'],
    [{ qzmrsx: 1.5 }, '全职职位每日上限应为0到100之间的整数'],
    [{ sxmrsx: MAX_DAILY_CAP + 1 }, '实习职位每日上限应为0到100之间的整数'],
    [{ sxmrsx: 'many' }, '参数 sxmrsx 格式不正确'],
    [{ wzzsd: 'red' }, '网站主色调应为#开头的6位十六进制颜色，如 #1677ff'],
    [{ wzzsd: '#12345g' }, '网站主色调应为#开头的6位十六进制颜色，如 #1677ff'],
    [{ wzzsd: '#1234567' }, '网站主色调应为#开头的6位十六进制颜色，如 #1677ff'],
    [{ dwshms: 'manual' }, '请选择单位注册审核方式（人工审核或自动通过）'],
  ])('refuses %j naming the field, saving nothing', async (change, message) => {
    const before = envelopeOf<SiteRules>(await read()).result;
    expect(envelopeOf(await save({ ...changed, ...change }))).toEqual({ code: 400, result: null, message });
    expect(envelopeOf<SiteRules>(await read()).result).toEqual(before);
  });

  it.each(['dwshms', 'zwshms', 'ggshms', 'qzmrsx', 'sxmrsx', 'wzzsd'] as const)(
    'names the missing field %s',
    async (field) => {
      const body: Partial<SiteRules> = { ...changed };
      delete body[field];
      expect(envelopeOf(await save(body))).toEqual({
        code: 400,
        result: null,
        message: `参数 ${field} 不能为空`,
      });
    },
  );
});

describe('who may call /mgr/sz', () => {
  it.each([
    ['an employer token', 'employer'],
    ['no session', 'none'],
  ] as const)('%s gets code 42 and changes nothing', async (_label, caller) => {
    const headers: Record<string, string> =
      caller === 'employer' ? (await employerWithToken(server.app, SITE)).headers : {};
    const before = envelopeOf<SiteRules>(await read()).result;
    const sessionInvalid = { code: 42, result: null, message: '登录已失效，请重新登录' };
    expect(envelopeOf(await read(headers))).toEqual(sessionInvalid);
    expect(envelopeOf(await save({ ...changed, wzzsd: '#000000' }, headers))).toEqual(sessionInvalid);
    expect(envelopeOf<SiteRules>(await read()).result).toEqual(before);
  });

  it('another site’s staff reads and saves only its own site', async () => {
    const before = envelopeOf<SiteRules>(await read()).result;
    const theirs = { ...DEFAULT_SITE_RULES, zwshms: '2', wzzsd: '#006400' } satisfies SiteRules;
    expect(envelopeOf<SiteRules>(await save(theirs, otherStaffHeaders)).result).toEqual(theirs);
    expect(envelopeOf<SiteRules>(await read()).result).toEqual(before);
    expect(await siteSetting(OTHER_SITE)).toMatchObject({ wzzsd: '#006400' });
  });
});
