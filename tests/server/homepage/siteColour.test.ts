import { consolePaths, type SiteRules } from '../../../contract/console';
import { homepagePaths, type HomepageData, type SiteTemplate } from '../../../contract/homepage';
import { createSite } from '../support/sites';
import { staffWithToken } from '../support/staff';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

// The console's colour (/mgr/sz/save wzzsd) reaches the homepage's cached answers at once, not after
// their time to live: the site capability tells the homepage's cache.

const SITE = '10031';
const OTHER_SITE = '10032';

let server: TestServer;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, SITE);
  await createSite(server.app, OTHER_SITE);
  staffHeaders = (await staffWithToken(server.app, SITE)).headers;
});
afterAll(() => server.close());

const getPublic = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const template = async (site: string) => {
  const response = await getPublic(`${homepagePaths.template}/${site}`);
  return { colour: envelopeOf<SiteTemplate>(response).result.wzzsd, etag: String(response.headers.etag) };
};
const homepageColour = async (site: string) =>
  envelopeOf<HomepageData>(await getPublic(`${homepagePaths.homepage}?xxdm=${site}`)).result.wzmb.wzzsd;

async function saveColour(wzzsd: string): Promise<void> {
  const settings = envelopeOf<SiteRules>(
    await server.app.inject({ method: 'GET', url: consolePaths.settings, headers: staffHeaders }),
  ).result;
  const saved = await postJson(
    server.app,
    consolePaths.saveSettings,
    { ...settings, wzzsd },
    { headers: staffHeaders },
  );
  expect(envelopeOf(saved).code).toBe(200);
}

it('re-themes the cached homepage answers the moment the console saves a colour', async () => {
  const before = await template(SITE);
  const otherBefore = await template(OTHER_SITE);
  expect(await homepageColour(SITE)).toBe(before.colour);
  // Cached: the same answer again, and a 304 for the ETag the browser holds.
  expect(
    (await getPublic(`${homepagePaths.template}/${SITE}`, { 'if-none-match': before.etag })).statusCode,
  ).toBe(304);

  await saveColour('#a0522d');

  // The clock has not moved: only the invalidation can explain the new colour.
  const after = await template(SITE);
  expect(after.colour).toBe('#a0522d');
  expect(after.etag).not.toBe(before.etag);
  expect(await homepageColour(SITE)).toBe('#a0522d');
  const revalidated = await getPublic(`${homepagePaths.template}/${SITE}`, { 'if-none-match': before.etag });
  expect(revalidated.statusCode).toBe(200);
  // Another site's answers are untouched.
  expect(await template(OTHER_SITE)).toEqual(otherBefore);
});
