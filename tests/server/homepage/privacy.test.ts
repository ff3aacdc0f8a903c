import { announcementPaths } from '../../../contract/announcements';
import { chinaDateTime } from '../../../contract/chinaTime';
import { homepagePaths, siteContentPaths, sitemapPath } from '../../../contract/homepage';
import { positionPaths } from '../../../contract/positions';
import { sitePaths } from '../../../contract/site';
import { announcementIn } from '../announcements/support';
import { positionIn } from '../positions/support';
import {
  okResult,
  post,
  startPostingServer,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import { studentWithToken } from '../support/sessions';
import type { TestServer } from '../support/testServer';

// Nothing private is ever in a public answer: every public call of the homepage, with the site full of
// content and an employer, its users and a student in the database, is compared with every private
// column of the employer and student tables (mobiles, e-mails, password and token hashes).

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
let ids: { position: string; announcement: string; notice: string };

beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
  const app = server.app;
  await app.db
    .updateTable('employer_users')
    .set({ email: 'private-person@example.com' })
    .where('id', '=', employer.userId)
    .execute();
  await studentWithToken(app);
  const position = await positionIn(app, 'published', employer, staff);
  const announcement = await announcementIn(app, 'published', employer, staff);
  const column = okResult(
    await post<{ id: string }>(app, siteContentPaths.saveColumn, { lmmc: '通知公告', px: 0 }, staff.headers),
  ).id;
  const notice = okResult(
    await post<{ id: string }>(
      app,
      siteContentPaths.saveNotice,
      {
        lmid: column,
        bt: '通知',
        nr: '<p>正文</p>',
        fj: [],
        zd: '0',
        fbsj: chinaDateTime(app.clock.now() - 60_000),
      },
      staff.headers,
    ),
  ).id;
  ids = { position, announcement, notice };
});
afterAll(() => server.close());

/** Values of the private columns: anything that looks like a mobile, e-mail, hash or secret. */
async function privateValues(): Promise<string[]> {
  const db = server.app.db;
  const rows: Record<string, unknown>[] = [
    ...(await db.selectFrom('employer_users').selectAll().execute()),
    ...(await db.selectFrom('students').selectAll().execute()),
    ...(await db.selectFrom('employer_sessions').selectAll().execute()),
  ];
  return rows.flatMap((row) =>
    Object.entries(row)
      .filter(([column]) => /mobile|email|password|hash|id_card|token/.test(column))
      .map(([, value]) => value)
      .filter((value): value is string => typeof value === 'string' && value.length >= 6),
  );
}

const PRIVATE_KEYS = ['sjhm', 'mm', 'sfzh', 'yx', 'password', 'mobile', 'email', 'token', 'accessToken'];

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

it('answers every public call without a cookie and without a private value or field', async () => {
  const site = '00000';
  const urls = [
    `${sitePaths.siteSettings}/${site}`,
    ...[
      homepagePaths.banners,
      homepagePaths.columns,
      homepagePaths.quickLinks,
      homepagePaths.friendlyLinks,
      homepagePaths.template,
    ].map((path) => `${path}/${site}`),
    `${homepagePaths.homepage}?xxdm=${site}`,
    `${homepagePaths.notices}?xxdm=${site}`,
    `${homepagePaths.noticeDetail}?xxdm=${site}&id=${ids.notice}`,
    `${homepagePaths.search}?xxdm=${site}&keyword=${encodeURIComponent('正文')}`,
    `${announcementPaths.publicList}?xxdm=${site}`,
    `${announcementPaths.publicDetail}?xxdm=${site}&id=${ids.announcement}`,
    `${positionPaths.publicList}?xxdm=${site}`,
    `${positionPaths.publicDetail}?xxdm=${site}&id=${ids.position}`,
    sitemapPath(site),
  ];
  const secrets = await privateValues();
  expect(secrets).toContain('private-person@example.com');
  expect(secrets).toContain(employer.mobile);
  for (const url of urls) {
    const response = await server.app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    expect({ url, cookie: response.headers['set-cookie'] }).toEqual({ url, cookie: undefined });
    for (const secret of secrets)
      expect({ url, leaked: response.body.includes(secret) }).toEqual({ url, leaked: false });
    if (String(response.headers['content-type']).startsWith('application/json')) {
      const keys = keysOf(JSON.parse(response.body));
      expect({ url, keys: keys.filter((key) => PRIVATE_KEYS.includes(key)) }).toEqual({ url, keys: [] });
    }
  }
});
