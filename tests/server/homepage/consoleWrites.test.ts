import { chinaDateTime } from '../../../contract/chinaTime';
import { homepagePaths, siteContentPaths } from '../../../contract/homepage';
import { okResult, post, staffAt, type Headers } from '../support/postings';
import { startTestServer, type TestServer } from '../support/testServer';

// Every write of the console's content management drops the site's cached answers at once: the next
// getLbsj is new although the clock has not moved.

let server: TestServer;
let staff: Headers;
beforeAll(async () => {
  server = await startTestServer();
  staff = (await staffAt(server.app, '00000')).headers;
});
afterAll(() => server.close());

const homepageEtag = async () =>
  String(
    (await server.app.inject({ method: 'GET', url: `${homepagePaths.homepage}?xxdm=00000` })).headers.etag,
  );
const write = async (path: string, body: unknown) =>
  okResult(await post<{ id: string }>(server.app, path, body, staff));

it('answers anew after each kind of console write, with the clock standing still', async () => {
  const ids: Record<string, string> = {};
  const writes: [string, () => Promise<unknown>][] = [
    [
      'column saved',
      async () => (ids.column = (await write(siteContentPaths.saveColumn, { lmmc: '通知公告', px: 0 })).id),
    ],
    [
      'notice saved',
      async () =>
        (ids.notice = (
          await write(siteContentPaths.saveNotice, {
            lmid: ids.column,
            bt: '通知',
            nr: '<p>正文</p>',
            fj: [],
            zd: '0',
            fbsj: chinaDateTime(server.clock.now() - 60_000),
          })
        ).id),
    ],
    [
      'banner saved',
      async () =>
        (ids.banner = (
          await write(siteContentPaths.saveBanner, {
            bt: '轮播',
            tp: '/dwpage/homepage/banner-1.svg',
            lj: '',
            px: 0,
            ksrq: '',
            jsrq: '',
          })
        ).id),
    ],
    [
      'link saved',
      async () =>
        (ids.link = (
          await write(siteContentPaths.saveLink, { lx: '1', mc: '单位登录', lj: '/dwpage/', px: 0 })
        ).id),
    ],
    [
      'look saved',
      () => write(siteContentPaths.saveLook, { mbid: '2', logo: '', dz: '地址', dh: '', bq: '' }),
    ],
    ['link removed', () => write(siteContentPaths.removeLink, { id: ids.link })],
    ['banner removed', () => write(siteContentPaths.removeBanner, { id: ids.banner })],
    ['notice removed', () => write(siteContentPaths.removeNotice, { id: ids.notice })],
    ['column removed', () => write(siteContentPaths.removeColumn, { id: ids.column })],
  ];
  for (const [name, run] of writes) {
    const before = await homepageEtag();
    expect(await homepageEtag()).toBe(before);
    await run();
    expect({ name, changed: (await homepageEtag()) !== before }).toEqual({ name, changed: true });
  }
});
