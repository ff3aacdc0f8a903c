import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import { ATTACHMENTS_UNAVAILABLE_MESSAGE, FEEDBACK_SUCCESS_MESSAGE } from '../../../contract/feedback';
import type { Database } from '../../../server/schema';
import type { FileStorage } from '../../../server/files/storage/FileStorage';
import { LocalFileStorage } from '../../../server/files/storage/localFileStorage';
import {
  discardFiles,
  orphanPageQuery,
  startOrphanSweeper,
  sweepOrphanFiles,
} from '../../../server/files/storage/orphanSweep';
import { UPLOAD_OWNER_COOKIE } from '../../../server/files/storage/ownership';
import { images, multipartBody } from '../support/multipart';
import { envelopeOf, freshAddress, postJson, startTestServer, type TestServer } from '../support/testServer';

const HOUR = 60 * 60 * 1000;
const RETENTION = 24 * HOUR;

/**
 * The local store, except that removals of the listed keys (or all, with failAll) throw, the put
 * numbered failPut (counting from 1 since the last reset) throws, and onPut sees each key first.
 */
class FlakyStorage implements FileStorage {
  readonly failing = new Set<string>();
  failAll = false;
  failPut: number | null = null;
  puts = 0;
  onPut: ((key: string) => Promise<void>) | null = null;
  constructor(private readonly inner: FileStorage) {}
  async put(key: string, body: Uint8Array, contentType: string) {
    this.puts += 1;
    await this.onPut?.(key);
    if (this.puts === this.failPut) throw new Error('ENOSPC: no space left on device');
    return this.inner.put(key, body, contentType);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  stat(key: string) {
    return this.inner.stat(key);
  }
  remove(key: string) {
    if (this.failAll || this.failing.has(key)) return Promise.reject(new Error('EIO: disk unavailable'));
    return this.inner.remove(key);
  }
}

let server: TestServer;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'dwpage-sweep-'));
  server = await startTestServer({
    // A long interval: the sweeps of these tests are the ones they run themselves.
    config: { filesDir, fileSweepIntervalMs: 24 * HOUR },
    deps: { fileStorage: new FlakyStorage(new LocalFileStorage(filesDir)) },
  });
  await server.app.ready();
});
afterAll(async () => {
  await server.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const flaky = () => server.app.fileStorage as FlakyStorage;

afterEach(() => {
  flaky().failAll = false;
  flaky().failing.clear();
  flaky().failPut = null;
  flaky().puts = 0;
  flaky().onPut = null;
});

const sweep = () => sweepOrphanFiles(server.app.db, server.app.fileStorage, server.clock.now(), RETENTION);

/** POST /pub/file/uploadFile with these images in bucket wtfk. */
function postUpload(files: { fileName: string; data: Buffer }[]) {
  const { payload, headers } = multipartBody([
    { name: 'bucket', value: 'wtfk' },
    ...files.map((file) => ({ name: 'file', ...file })),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers,
    remoteAddress: freshAddress(),
  });
}

async function upload(): Promise<{ path: string; cookies: Record<string, string> }> {
  const response = await postUpload([{ fileName: 'a.png', data: images.png }]);
  const cookie = response.cookies.find((c) => c.name === UPLOAD_OWNER_COOKIE);
  if (cookie === undefined) throw new Error('no owner cookie');
  return {
    path: envelopeOf<string[]>(response).result[0]!,
    cookies: { [UPLOAD_OWNER_COOKIE]: cookie.value },
  };
}

async function postFeedback(paths: string[], cookies: Record<string, string>) {
  const response = await postJson(
    server.app,
    '/pub/wtfk',
    { lxfs: '', wtms: '图片上传后页面空白', fjlj: paths.join(',') },
    { cookies, remoteAddress: freshAddress() },
  );
  return envelopeOf(response);
}

const row = (path: string) =>
  server.app.db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst();
const bytesOf = (path: string) => server.app.fileStorage.stat(path);
const preview = (path: string) =>
  server.app.inject({ method: 'GET', url: `/pub/file/previewFile?path=${encodeURIComponent(path)}` });

describe('orphan upload sweep', () => {
  it('keeps files that a feedback references, however old', async () => {
    const first = await upload();
    const second = await upload();
    expect(await postFeedback([first.path], first.cookies)).toMatchObject({ code: 200 });
    expect(await postFeedback([second.path], second.cookies)).toMatchObject({ code: 200 });
    server.clock.advance(30 * 24 * HOUR);

    await sweep();

    for (const { path } of [first, second]) {
      expect(await row(path)).toMatchObject({ discarded_at: null });
      expect(await bytesOf(path)).toEqual({ size: images.png.length });
      expect((await preview(path)).statusCode).toBe(200);
    }
  });

  it('keeps unreferenced files younger than the retention', async () => {
    const fresh = await upload();
    server.clock.advance(RETENTION - HOUR);

    expect(await sweep()).toEqual({ removed: 0, failed: 0 });

    expect(await row(fresh.path)).toBeDefined();
    expect(await bytesOf(fresh.path)).not.toBeNull();
    // Still attachable: a person who uploaded yesterday can post today.
    expect(await postFeedback([fresh.path], fresh.cookies)).toMatchObject({
      code: 200,
      message: FEEDBACK_SUCCESS_MESSAGE,
    });
  });

  it('removes unreferenced files older than the retention: row and bytes', async () => {
    const old = await upload();
    const kept = await upload();
    expect(await postFeedback([kept.path], kept.cookies)).toMatchObject({ code: 200 });
    server.clock.advance(RETENTION + HOUR);

    const report = await sweep();

    expect(report.removed).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBe(0);
    expect(await row(old.path)).toBeUndefined();
    expect(await bytesOf(old.path)).toBeNull();
    expect((await preview(old.path)).statusCode).toBe(404);
    expect(await row(kept.path)).toBeDefined();
    // Nothing left to do on the next run.
    expect(await sweep()).toEqual({ removed: 0, failed: 0 });
  });

  it('pages through more orphans than one batch', async () => {
    const paths: string[] = [];
    for (let i = 0; i < 3; i += 1) paths.push((await upload()).path);
    // 250 more rows (metadata only: their bytes are missing, which removal takes as already done).
    const now = server.clock.now();
    await server.app.db
      .insertInto('files')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          id: `bulk-${String(i).padStart(4, '0')}`,
          path: `wtfk/202501/${i.toString(16).padStart(32, '0')}.png`,
          bucket: 'wtfk' as const,
          original_name: 'a.png',
          mime: 'image/png',
          size: 1,
          owner_user_id: null,
          owner_student_id: null,
          owner_secret_hash: 'x',
          attached_kind: null,
          attached_id: null,
          created_at: now,
        })),
      )
      .execute();
    server.clock.advance(RETENTION + HOUR);

    expect(await sweep()).toEqual({ removed: 253, failed: 0 });
    const left = await server.app.db
      .selectFrom('files')
      .select('id')
      .where('attached_id', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });

  it('when bytes cannot be removed, keeps the row marked (unservable, unattachable) and finishes later', async () => {
    const referenced = await upload();
    const orphan = await upload();
    expect(await postFeedback([referenced.path], referenced.cookies)).toMatchObject({ code: 200 });
    server.clock.advance(RETENTION + HOUR);
    flaky().failAll = true;

    expect(await sweep()).toEqual({ removed: 0, failed: 1 });

    // The referenced file was never touched.
    expect(await row(referenced.path)).toMatchObject({ discarded_at: null });
    expect(await bytesOf(referenced.path)).not.toBeNull();
    expect((await preview(referenced.path)).statusCode).toBe(200);
    // The orphan's row is kept, marked, and neither served nor attachable any more.
    expect(await row(orphan.path)).toMatchObject({ attached_id: null });
    expect((await row(orphan.path))?.discarded_at).toEqual(server.clock.now());
    expect(await bytesOf(orphan.path)).not.toBeNull();
    expect((await preview(orphan.path)).statusCode).toBe(404);
    expect(await postFeedback([orphan.path], orphan.cookies)).toMatchObject({
      code: 400,
      message: ATTACHMENTS_UNAVAILABLE_MESSAGE,
    });

    flaky().failAll = false;
    expect(await sweep()).toEqual({ removed: 1, failed: 0 });
    expect(await row(orphan.path)).toBeUndefined();
    expect(await bytesOf(orphan.path)).toBeNull();
    expect(await row(referenced.path)).toBeDefined();
  });

  it('after a crash between the bytes and the row, the next sweep deletes the row', async () => {
    const orphan = await upload();
    server.clock.advance(RETENTION + HOUR);
    // The state a crash right after the bytes went leaves behind: a marked row without bytes.
    await server.app.db
      .updateTable('files')
      .set({ discarded_at: server.clock.now() })
      .where('path', '=', orphan.path)
      .execute();
    await server.app.fileStorage.remove(orphan.path);

    expect(await sweep()).toEqual({ removed: 1, failed: 0 });
    expect(await row(orphan.path)).toBeUndefined();
  });

  it('never marks a file that a feedback claimed first', async () => {
    const file = await upload();
    expect(await postFeedback([file.path], file.cookies)).toMatchObject({ code: 200 });
    const { id } = (await row(file.path))!;

    expect(await discardFiles(server.app.db, server.app.fileStorage, server.clock.now(), [id])).toEqual({
      removed: 0,
      failed: 0,
    });
    expect(await row(file.path)).toMatchObject({ discarded_at: null });
  });

  it('removeFile leaves a row whose bytes could not go to the sweep, and answers success', async () => {
    const file = await upload();
    flaky().failing.add(file.path);
    const response = await server.app.inject({
      method: 'GET',
      url: `/pub/file/removeFile?path=${encodeURIComponent(file.path)}`,
      cookies: file.cookies,
    });
    expect(envelopeOf(response)).toMatchObject({ code: 200, result: true });
    expect((await preview(file.path)).statusCode).toBe(404);
    expect((await row(file.path))?.discarded_at).toEqual(server.clock.now());

    flaky().failing.clear();
    server.clock.advance(RETENTION + HOUR);
    await sweep();
    expect(await row(file.path)).toBeUndefined();
    expect(await bytesOf(file.path)).toBeNull();
  });

  it('finds the orphans through the index files_attached_created_at', async () => {
    const db: Kysely<Database> = server.app.db;
    const first = orphanPageQuery(db, server.clock.now(), null).compile();
    const next = orphanPageQuery(db, server.clock.now(), { created_at: 1, id: 'a' }).compile();
    for (const query of [first, next]) {
      if (server.database.dialect === 'sqlite') {
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        const details = plan.rows.map((step) => step.detail).join('\n');
        expect(details).toContain('files_attached_created_at');
        expect(details).not.toContain('TEMP B-TREE');
      } else {
        // A few test rows make a sequential scan cheapest; forbid it to see whether the index applies.
        const plan = await db.connection().execute(async (connection) => {
          await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
          try {
            return await connection.executeQuery<{ 'QUERY PLAN': string }>(
              CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
            );
          } finally {
            await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
          }
        });
        const text = plan.rows.map((step) => step['QUERY PLAN']).join('\n');
        expect(text).toContain('files_attached_created_at');
      }
    }
  });
});

describe('orphan sweep schedule', () => {
  /** A store whose removals wait for `release`, counting how many run at once. */
  function gatedStorage(inner: FileStorage) {
    let open = 0;
    let maxOpen = 0;
    let removals = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store: FileStorage = {
      put: (key, body, type) => inner.put(key, body, type),
      get: (key) => inner.get(key),
      stat: (key) => inner.stat(key),
      async remove(key) {
        open += 1;
        removals += 1;
        maxOpen = Math.max(maxOpen, open);
        await gate;
        open -= 1;
        return inner.remove(key);
      },
    };
    return { store, release, stats: () => ({ maxOpen, removals }) };
  }

  it('sweeps at start and on its timer, never two runs at once, and stops cleanly', async () => {
    const orphan = await upload();
    server.clock.advance(RETENTION + HOUR);
    const gated = gatedStorage(server.app.fileStorage);
    const sweeper = startOrphanSweeper({
      db: server.app.db,
      storage: gated.store,
      now: () => server.clock.now(),
      retentionMs: RETENTION,
      intervalMs: 5,
      log: server.app.log,
    });
    // The start-up run is blocked on the first removal; ticks and run() calls meanwhile join it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const joined = sweeper.run();
    expect(gated.stats()).toEqual({ maxOpen: 1, removals: 1 });
    gated.release();
    expect((await joined).removed).toBeGreaterThanOrEqual(1);
    expect(await row(orphan.path)).toBeUndefined();

    // Later ticks run again: an orphan that ages past the retention goes without anyone asking.
    const later = await upload();
    server.clock.advance(RETENTION + HOUR);
    for (let i = 0; i < 100 && (await row(later.path)) !== undefined; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await row(later.path)).toBeUndefined();
    await sweeper.stop();

    const afterStop = await upload();
    server.clock.advance(RETENTION + HOUR);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await row(afterStop.path)).toBeDefined();
    expect(gated.stats().maxOpen).toBe(1);
  });

  it('the server sweeps once it is ready, before any request', async () => {
    const other = await startTestServer();
    try {
      const now = other.clock.now();
      const path = 'wtfk/202501/0123456789abcdef0123456789abcdef.png';
      await other.app.fileStorage.put(path, images.png, 'image/png');
      await other.app.db
        .insertInto('files')
        .values({
          id: 'stale',
          path,
          bucket: 'wtfk',
          original_name: 'a.png',
          mime: 'image/png',
          size: images.png.length,
          owner_user_id: null,
          owner_student_id: null,
          owner_secret_hash: 'x',
          attached_kind: null,
          attached_id: null,
          created_at: now - RETENTION - HOUR,
        })
        .execute();
      await other.app.ready();
      const stale = () =>
        other.app.db.selectFrom('files').select('id').where('id', '=', 'stale').executeTakeFirst();
      for (let i = 0; i < 100 && (await stale()) !== undefined; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await stale()).toBeUndefined();
      expect(await other.app.fileStorage.stat(path)).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('an upload that fails midway', () => {
  /** Uploads two images; answers the keys the store was asked to write and the envelope's code. */
  async function uploadTwo() {
    const keys: string[] = [];
    const previous = flaky().onPut;
    flaky().onPut = async (key) => {
      keys.push(key);
      await previous?.(key);
    };
    const response = await postUpload([
      { fileName: 'a.png', data: images.png },
      { fileName: 'b.gif', data: images.gif },
    ]);
    return { keys, code: envelopeOf(response).code };
  }

  it('writes each row before its bytes, so bytes never exist without a row', async () => {
    const rowExisted: boolean[] = [];
    flaky().onPut = async (key) => {
      rowExisted.push((await row(key)) !== undefined);
    };
    const { keys, code } = await uploadTwo();
    expect(code).toBe(200);
    expect(keys).toHaveLength(2);
    expect(rowExisted).toEqual([true, true]);
  });

  it('takes back the bytes and the rows when a later file cannot be stored', async () => {
    flaky().failPut = 2;
    const { keys, code } = await uploadTwo();
    expect(code).not.toBe(200);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(await row(key)).toBeUndefined();
      expect(await bytesOf(key)).toBeNull();
    }
  });

  it('leaves a row whose bytes would not go to the sweep, which removes both once old', async () => {
    flaky().failPut = 2;
    flaky().failAll = true;
    const { keys } = await uploadTwo();
    const [stored, neverStored] = keys as [string, string];
    expect(await row(stored)).toMatchObject({ attached_id: null });
    expect(await bytesOf(stored)).not.toBeNull();
    expect(await row(neverStored)).toBeUndefined();

    flaky().failAll = false;
    server.clock.advance(RETENTION + HOUR);
    await sweep();
    expect(await row(stored)).toBeUndefined();
    expect(await bytesOf(stored)).toBeNull();
  });
});
