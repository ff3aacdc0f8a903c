import type { Page } from '../../../contract/paging';
import { schoolSitePaths, type SchoolSiteItem } from '../../../contract/schoolSites';
import type { SiteSetting } from '../../../contract/site';
import { seedDemoData } from '../../../server/demo/seed';
import { DEMO_SUB_SITE, seedDemoSubSite } from '../../../server/demo/subSite';
import { encryptPassword, logInEmployer } from '../support/employers';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

// The demo's second school site (npm start): its own colour and reviewer; the demo employer is
// registered at the default site only, so 登录学校分站 offers 一键注册 there.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo sub-site', () => {
  it('is added once with its colour, and its reviewer logs in to its console', async () => {
    const { app, clock } = server;
    const staff = await seedDemoSubSite(app.db, app.passwords, clock.now());
    expect(staff?.username).toBe('admin');
    await expect(seedDemoSubSite(app.db, app.passwords, clock.now())).resolves.toBeNull();

    const settings = envelopeOf<SiteSetting[]>(
      await app.inject({ method: 'GET', url: `/web/wsjysc/wzsy/getWzsz/${DEMO_SUB_SITE.code}` }),
    ).result;
    expect(settings).toEqual([
      expect.objectContaining({ xxdm: DEMO_SUB_SITE.code, wzzsd: DEMO_SUB_SITE.themeColour }),
    ]);

    const login = await postJson(
      app,
      '/mgr/dl/login',
      { xxdm: DEMO_SUB_SITE.code, yhm: staff!.username, mm: encryptPassword(app, staff!.password) },
      { remoteAddress: freshAddress() },
    );
    expect(envelopeOf(login).code).toBe(200);
  });

  it('leaves the demo employer registered at the default site only', async () => {
    const { app, clock } = server;
    const demo = await seedDemoData(app.db, app.passwords, clock.now());
    const { token } = await logInEmployer(app, demo!.employer);
    const sites = envelopeOf<Page<SchoolSiteItem>>(
      await app.inject({ method: 'GET', url: schoolSitePaths.list, headers: { accessToken: token } }),
    ).result.records;
    expect(sites.map((site) => [site.xxdm, site.zt])).toEqual([
      ['00000', '2'],
      [DEMO_SUB_SITE.code, ''],
    ]);
  });
});
