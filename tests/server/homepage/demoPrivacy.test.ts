import { activityPaths, type CalendarDay } from '../../../contract/activities';
import { announcementPaths } from '../../../contract/announcements';
import { chinaDate } from '../../../contract/chinaTime';
import { fairPaths } from '../../../contract/fairs';
import { homepagePaths, sitemapPath, type NoticeListItem } from '../../../contract/homepage';
import type { Page } from '../../../contract/paging';
import { positionPaths } from '../../../contract/positions';
import { sitePaths } from '../../../contract/site';
import { DEMO_EMPLOYER, seedDemoData } from '../../../server/demo/seed';
import { envelopeOf, startTestServer, type TestServer } from '../support/testServer';

// Every public call of the homepage on the demo data (what `npm start` shows a new visitor), with the
// demo employer's and student's private columns filled in: no private value appears in any answer,
// and every block has something to show.

const SITE = DEMO_EMPLOYER.siteCode;
const PRIVATE_COLUMN = /mobile|email|password|hash|id_card|landline|contact|credit_code|licence|token/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.db;
  await seedDemoData(db, server.app.passwords, server.clock.now());
  // The demo leaves the profiles' contact columns empty: give each a value a leak would show, the
  // landline the one the demo positions name as their contact (as employers do).
  await db
    .updateTable('employers')
    .set({ contact_mobile: '13911112222', landline: '0531-88886666', email: 'boss@private.example' })
    .execute();
  await db
    .updateTable('employer_users')
    .set({ email: 'hr-person@private.example', landline: '021-55556666' })
    .execute();
  await db.updateTable('students').set({ mobile: '13733334444' }).execute();
});
afterAll(() => server.close());

/** Every private value of the employer and student tables, and of the talk's contacts and entrants. */
async function privateValues(): Promise<string[]> {
  const db = server.app.db;
  const rows: Record<string, unknown>[] = [
    ...(await db.selectFrom('employers').selectAll().execute()),
    ...(await db.selectFrom('employer_users').selectAll().execute()),
    ...(await db.selectFrom('students').selectAll().execute()),
    ...(await db.selectFrom('entrants').selectAll().execute()),
  ];
  const columns = rows.flatMap((row) =>
    Object.entries(row)
      .filter(([column]) => PRIVATE_COLUMN.test(column))
      .map(([, value]) => value),
  );
  const talkContacts = (await db.selectFrom('talks').select('contacts').execute()).flatMap(
    (talk) => JSON.parse(talk.contacts) as { sjhm: string; yx: string }[],
  );
  return [...columns, ...talkContacts.flatMap((contact) => [contact.sjhm, contact.yx])].filter(
    (value): value is string => typeof value === 'string' && value.length >= 6,
  );
}

const getJson = async <T>(url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return envelopeOf<T>(response).result;
};
const idsOf = async (url: string) =>
  (await getJson<Page<{ id: string }>>(url)).records.map((item) => item.id);

/** Every public address the homepage and its pages call, the details of every demo item included. */
async function publicUrls(): Promise<string[]> {
  const bySite = [
    sitePaths.siteSettings,
    homepagePaths.banners,
    homepagePaths.columns,
    homepagePaths.quickLinks,
    homepagePaths.friendlyLinks,
    homepagePaths.template,
  ].map((path) => `${path}/${SITE}`);
  const notices = await getJson<Page<NoticeListItem>>(`${homepagePaths.notices}?xxdm=${SITE}`);
  const positions = await idsOf(`${positionPaths.publicList}?xxdm=${SITE}`);
  const announcements = await idsOf(`${announcementPaths.publicList}?xxdm=${SITE}`);
  const talks = await getJson<Page<{ rq: string }>>(`${activityPaths.publicTalks}?xxdm=${SITE}`);
  const fairs = await getJson<Page<{ jbrq: string }>>(`${fairPaths.publicList}?xxdm=${SITE}`);
  const months = [
    ...new Set([
      chinaDate(server.clock.now()).slice(0, 7),
      ...talks.records.map((talk) => talk.rq.slice(0, 7)),
      ...fairs.records.map((fair) => fair.jbrq.slice(0, 7)),
    ]),
  ];
  const days = (
    await Promise.all(
      months.map((yf) => getJson<CalendarDay[]>(`${activityPaths.calendar}?xxdm=${SITE}&yf=${yf}`)),
    )
  ).flat();
  return [
    ...bySite,
    `${homepagePaths.homepage}?xxdm=${SITE}`,
    `${homepagePaths.notices}?xxdm=${SITE}`,
    ...notices.records.map((notice) => `${homepagePaths.noticeDetail}?xxdm=${SITE}&id=${notice.id}`),
    `${homepagePaths.search}?xxdm=${SITE}&keyword=${encodeURIComponent('就业')}`,
    `${fairPaths.publicList}?xxdm=${SITE}`,
    `${activityPaths.publicTalks}?xxdm=${SITE}`,
    ...months.map((yf) => `${activityPaths.calendar}?xxdm=${SITE}&yf=${yf}`),
    ...days.flatMap((day) => [
      `${activityPaths.calendarDetail}?xxdm=${SITE}&rq=${day.rq}`,
      ...day.items.map((item) => `${activityPaths.calendarDetail}?xxdm=${SITE}&id=${item.id}&lx=${item.lx}`),
    ]),
    `${announcementPaths.publicList}?xxdm=${SITE}`,
    ...announcements.map((id) => `${announcementPaths.publicDetail}?xxdm=${SITE}&id=${id}`),
    `${positionPaths.publicList}?xxdm=${SITE}`,
    ...positions.map((id) => `${positionPaths.publicDetail}?xxdm=${SITE}&id=${id}`),
    sitemapPath(SITE),
  ];
}

it('fills every homepage block from the demo data', async () => {
  const filled = async (url: string) => (await getJson<Page<unknown>>(url)).total;
  expect(await filled(`${homepagePaths.notices}?xxdm=${SITE}`)).toBeGreaterThan(0);
  expect(await getJson<unknown[]>(`${homepagePaths.banners}/${SITE}`)).not.toHaveLength(0);
  expect(
    await filled(`${fairPaths.publicList}?xxdm=${SITE}&ksrq=${chinaDate(server.clock.now())}`),
  ).toBeGreaterThan(0);
  expect(await filled(`${activityPaths.publicTalks}?xxdm=${SITE}`)).toBe(1);
  expect(await filled(`${announcementPaths.publicList}?xxdm=${SITE}`)).toBe(1);
  expect(await filled(`${positionPaths.publicList}?xxdm=${SITE}`)).toBe(2);
});

it('answers every public call without a cookie and without a private value', async () => {
  const secrets = await privateValues();
  for (const expected of ['13911112222', 'hr-person@private.example', '13733334444', DEMO_EMPLOYER.mobile])
    expect(secrets).toContain(expected);
  const urls = await publicUrls();
  expect(urls.length).toBeGreaterThan(30);
  for (const url of urls) {
    const response = await server.app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    expect({ url, cookie: response.headers['set-cookie'] }).toEqual({ url, cookie: undefined });
    const leaked = secrets.filter((secret) => response.body.includes(secret));
    expect({ url, leaked }).toEqual({ url, leaked: [] });
  }
});

it('leaves today’s daily posting caps to whoever tries the demo', async () => {
  const today = chinaDate(server.clock.now());
  const used = await server.app.db
    .selectFrom('position_daily_quota')
    .select('day')
    .where('day', '=', today)
    .execute();
  expect(used).toEqual([]);
});
