import { fairPaths } from '../../../contract/fairs';
import { siteContentPaths } from '../../../contract/homepage';
import { positionPaths } from '../../../contract/positions';
import { sitePaths, type SiteSetting } from '../../../contract/site';
import { PUBLIC_ANSWER_TTL_MS } from '../../../server/app';
import { createFair } from '../fairs/support';
import { positionIn } from '../positions/support';
import {
  get,
  okResult,
  post,
  startPostingServer,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import type { TestServer } from '../support/testServer';

// Issue 17: the public calls every block of the homepage makes are answered from the server's shared
// public answers (app.publicAnswers), and a write that changes what they show makes the next answer
// fresh at once; the TTL bounds what no write announces.

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;

beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

type Listed = { records: { id: string; zwmc?: string; zphmc?: string; zzws?: number }[]; total: number };
const positions = () => get<Listed>(server.app, positionPaths.publicList, { xxdm: '00000', size: 6 });
const fairs = () => get<Listed>(server.app, fairPaths.publicList, { xxdm: '00000', size: 6 });

it('shows a newly published position at once, and one taken offline leaves at once', async () => {
  const before = okResult(await positions());
  const id = await positionIn(server.app, 'published', employer, staff, { zwmc: '刚发布的职位' });
  const after = okResult(await positions());
  expect(after.total).toBe(before.total + 1);
  expect(after.records[0]).toMatchObject({ id, zwmc: '刚发布的职位' });

  okResult(await post(server.app, positionPaths.schoolOffline, { id, reason: '岗位已招满' }, staff.headers));
  expect(okResult(await positions()).records.map((record) => record.id)).not.toContain(id);
});

it('keeps an answer a change nobody announces misses until the TTL ends', async () => {
  const id = await positionIn(server.app, 'published', employer, staff, { zwmc: '原来的名称' });
  expect(okResult(await positions()).records[0]).toMatchObject({ id, zwmc: '原来的名称' });
  // Written into the database directly: no route tells the public answers.
  await server.app.db.updateTable('positions').set({ name: '直接改的名称' }).where('id', '=', id).execute();
  expect(okResult(await positions()).records[0]).toMatchObject({ zwmc: '原来的名称' });
  server.clock.advance(PUBLIC_ANSWER_TTL_MS + 1);
  expect(okResult(await positions()).records[0]).toMatchObject({ zwmc: '直接改的名称' });
});

it('shows a fair the console saves, with its booths, at once', async () => {
  const listed = async () => okResult(await fairs()).records;
  expect((await listed()).map((fair) => fair.zphmc)).not.toContain('春季双选会');
  const { fairId } = await createFair(server.app, staff.headers, { zphmc: '春季双选会', booths: 8 });
  expect((await listed()).find((fair) => fair.id === fairId)).toMatchObject({ zphmc: '春季双选会', zzws: 8 });
});

it('answers getWzsz with the template the console saved', async () => {
  const settings = () => get<SiteSetting[]>(server.app, `${sitePaths.siteSettings}/00000`);
  expect(okResult(await settings())[0]?.mbid).toBe('1');
  okResult(
    await post(
      server.app,
      siteContentPaths.saveLook,
      { mbid: '2', logo: '', dz: '', dh: '', bq: '' },
      staff.headers,
    ),
  );
  expect(okResult(await settings())[0]).toMatchObject({ xxdm: '00000', mbid: '2' });
});

it('answers 304 to a browser holding the current answer, and the new one after a change', async () => {
  const url = `${positionPaths.publicList}?xxdm=00000&size=6`;
  const first = await server.app.inject({ method: 'GET', url });
  const etag = String(first.headers.etag);
  expect(first.headers['cache-control']).toBe('no-cache');
  const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');

  await positionIn(server.app, 'published', employer, staff, { zwmc: '又一个职位' });
  const changed = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});
