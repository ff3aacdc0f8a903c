/**
 * The booth rush (issue 16 §3): 1,000 employers try to hold one of 100 booths of a fair through
 * POST /com/zph/hold over real HTTP on loopback, every request released at the fair's opening instant
 * (the server's clock is set so that the opening minute begins at a chosen moment), while 200 booth maps
 * stay open on GET /com/zph/boothEvents. Exactly 100 holds must be granted, 900 refused with a message,
 * no booth held twice, no employer holding two; no map may drop, and each must end showing exactly the
 * booths the database holds. The server runs in this process (one event loop for clients and server,
 * so the latencies are an upper bound); every request has a time-out and the run ends by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays, chinaDate, chinaDateTime } from '../../contract/chinaTime';
import {
  BOOTH_EVENT,
  BOOTH_TAKEN_CODE,
  FAIR_MESSAGES,
  boothTopic,
  fairPaths,
  type BoothChange,
  type FairInput,
} from '../../contract/fairs';
import { buildServer } from '../app';
import type { ServerConfig } from '../core/config';
import { createDatabase, type AppDatabase } from '../core/db/database';
import { createPasswordHasher } from '../core/passwords';
import { newId } from '../core/tokens';
import { dropSchema, percentile, postgresAnswers, seedRushEmployers } from './rushSupport';
import { saveHallMap } from '../fairs/maps';
import { fairColumns } from '../fairs/store';

const EMPLOYERS = 1000;
const ROWS = 10;
const COLS = 10;
const BOOTHS = ROWS * COLS;
const MAPS = 200;
/** Time to set up the maps before the opening instant. */
const LEAD_MS = 4000;
/** How long the maps get to catch up after the last answer. */
const SETTLE_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

type Outcome = { code: number; message: string; ms: number };
type Row = {
  database: string;
  granted: number;
  refused: number;
  other: number;
  doubleBookings: number;
  twoBooths: number;
  p50: number;
  p99: number;
  maxMapDelay: number;
  mapsDropped: number;
  mapsMismatched: number;
};

async function hold(base: string, token: string, body: unknown): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${fairPaths.hold}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const envelope = (await response.json()) as { code: number; message: string };
    return { code: envelope.code, message: envelope.message, ms: performance.now() - started };
  } catch (error) {
    return { code: -1, message: String(error), ms: performance.now() - started };
  }
}

/** An open booth map: the taken set it has learned, when it learned each booth, and whether it dropped. */
type OpenMap = { taken: Set<string>; learnedAt: Map<string, number>; dropped: boolean; close(): void };

async function openMap(base: string, token: string, fairId: string): Promise<OpenMap> {
  const controller = new AbortController();
  const map: OpenMap = {
    taken: new Set(),
    learnedAt: new Map(),
    dropped: false,
    close: () => controller.abort(),
  };
  const response = await fetch(`${base}${fairPaths.boothEvents}?fairId=${fairId}`, {
    headers: { accesstoken: token },
    signal: controller.signal,
  });
  if (!response.ok || response.body === null) throw new Error(`map refused: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const apply = (frame: string) => {
    const event = /^event: (.*)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (event !== BOOTH_EVENT || data === undefined) return;
    const at = performance.now();
    for (const change of JSON.parse(data) as BoothChange[]) {
      if (change.zt === '2') {
        map.taken.add(change.zwid);
        if (!map.learnedAt.has(change.zwid)) map.learnedAt.set(change.zwid, at);
      } else map.taken.delete(change.zwid);
    }
  };
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          apply(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
      if (!controller.signal.aborted) map.dropped = true;
    } catch {
      if (!controller.signal.aborted) map.dropped = true;
    }
  })();
  return map;
}

async function rushOn(label: string, config: ServerConfig, database: AppDatabase): Promise<Row> {
  // The opening minute begins on the server's clock exactly LEAD_MS after setup ends.
  const realStart = Date.now();
  const opening = Math.ceil((realStart + 120_000) / 60_000) * 60_000;
  let offset = 0;
  const app = await buildServer(config, {
    database,
    clock: { now: () => Date.now() + offset },
    passwords: createPasswordHasher({ memoryKiB: 256, passes: 1, parallelism: 1 }),
  });
  try {
    const now = Date.now();
    const date = addDays(chinaDate(opening), 14);
    const input: FairInput = {
      zphmc: '压测双选会',
      zphlx: '1',
      jbrq: date,
      kssj: '09:00',
      jssj: '16:00',
      jbdd: '体育馆',
      bmkssj: chinaDateTime(opening).slice(0, 16),
      bmjzsj: `${addDays(date, -1)} 17:00`,
      ydfw: '1',
      hyfw: [],
      zwfy: { '1': 0, '2': 0, '3': 0 },
      cjrs: 2,
      xyglgg: '0',
      shms: '1',
      zphjs: '',
    };
    const fairId = newId();
    await app.db
      .insertInto('fairs')
      .values({ id: fairId, site_code: '00000', ...fairColumns(input), created_at: now, updated_at: now })
      .execute();
    const cells = Array.from({ length: BOOTHS }, (_, i) => ({
      h: Math.floor(i / COLS),
      l: i % COLS,
      bh: `${String.fromCharCode(65 + Math.floor(i / COLS))}${(i % COLS) + 1}`,
      lx: '1' as const,
    }));
    await saveHallMap(app.db, { zphid: fairId, hcmc: '一号馆', hs: ROWS, ls: COLS, cells });
    const booths = (
      await app.db
        .selectFrom('fair_booths')
        .select('id')
        .where('fair_id', '=', fairId)
        .orderBy('number')
        .execute()
    ).map((row) => row.id);
    const tokens = await seedRushEmployers(database, now, EMPLOYERS, {
      namePrefix: '抢展位单位',
      creditPrefix: 'FAIR',
      mobilePrefix: '172',
    });
    // A backlog for the whole crowd connecting at once.
    await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    // When each booth was taken, as the server published it (in this process).
    const publishedAt = new Map<string, number>();
    app.live.subscribe(boothTopic(fairId), (_sequence, event) => {
      if (event.name !== BOOTH_EVENT) return;
      for (const change of event.data as BoothChange[])
        if (change.zt === '2' && !publishedAt.has(change.zwid))
          publishedAt.set(change.zwid, performance.now());
    });
    const maps: OpenMap[] = [];
    for (let start = 0; start < MAPS; start += 50)
      maps.push(
        ...(await Promise.all(tokens.slice(start, start + 50).map((token) => openMap(base, token, fairId)))),
      );

    const release = Date.now() + LEAD_MS;
    offset = opening - release;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, release - Date.now())));
    // Employer i wants booth i mod 100: each booth is wanted by 10 employers, all at the opening instant.
    const outcomes = await Promise.all(
      tokens.map((token, i) => hold(base, token, { zphid: fairId, zwid: booths[i % BOOTHS] })),
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    const claims = await app.db
      .selectFrom('fair_booth_claims')
      .select('booth_id')
      .where('fair_id', '=', fairId)
      .execute();
    const live = await app.db
      .selectFrom('fair_bookings')
      .select(['booth_id', 'employer_id'])
      .where('fair_id', '=', fairId)
      .where('state', '=', 'held')
      .execute();
    const count = (values: string[]) => {
      const seen = new Map<string, number>();
      for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
      return [...seen.values()].filter((n) => n > 1).length;
    };
    const taken = new Set(claims.map((claim) => claim.booth_id));
    let maxMapDelay = 0;
    for (const map of maps)
      for (const [booth, at] of map.learnedAt)
        maxMapDelay = Math.max(maxMapDelay, at - (publishedAt.get(booth) ?? at));
    const mapsMismatched = maps.filter(
      (map) => map.taken.size !== taken.size || [...taken].some((booth) => !map.taken.has(booth)),
    ).length;
    const mapsDropped = maps.filter((map) => map.dropped).length;
    for (const map of maps) map.close();

    const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const isRefusal = (outcome: Outcome) =>
      outcome.code === BOOTH_TAKEN_CODE && outcome.message === FAIR_MESSAGES.boothTaken;
    const others = outcomes.filter((outcome) => outcome.code !== 200 && !isRefusal(outcome));
    for (const outcome of others.slice(0, 3))
      console.error(`${label}: unexpected answer ${outcome.code} ${outcome.message}`);
    return {
      database: label,
      granted: outcomes.filter((outcome) => outcome.code === 200).length,
      refused: outcomes.filter(isRefusal).length,
      other: others.length,
      doubleBookings: count(live.map((row) => row.booth_id)),
      twoBooths: count(live.map((row) => row.employer_id)),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      maxMapDelay: Math.round(maxMapDelay),
      mapsDropped,
      mapsMismatched,
    };
  } finally {
    await app.close();
  }
}

function baseConfig(dir: string): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    sqlitePath: join(dir, 'rush.sqlite'),
    filesDir: join(dir, 'files'),
    spaDir: join(dir, 'dist'),
    dev: false,
    demo: false,
    logger: false,
    uploadBytesPerHour: Number.MAX_SAFE_INTEGER,
    fileRetentionMs: 24 * 60 * 60 * 1000,
    fileSweepIntervalMs: 60 * 60 * 1000,
  };
}

export async function main(): Promise<void> {
  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'dwpage-rush-'));
  try {
    const config = baseConfig(dir);
    rows.push(await rushOn('SQLite', config, await createDatabase(config)));

    const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES;
    if (await postgresAnswers(url)) {
      const schema = `rush_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const pgConfig = { ...config, databaseUrl: url };
      try {
        rows.push(await rushOn('PostgreSQL', pgConfig, await createDatabase(pgConfig, { schema })));
      } finally {
        await dropSchema(url, schema);
      }
    } else console.log(`PostgreSQL did not answer at ${url}: skipped`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nBooth rush: ${EMPLOYERS} employers, ${BOOTHS} booths, ${MAPS} open maps, POST ${fairPaths.hold} at the opening instant\n`,
  );
  console.log(
    '| database | granted (100) | refused with message (900) | other | double bookings (0) | employers with two booths (0) | hold p50 ms | hold p99 ms | max map delay ms | maps dropped (0) | maps not matching the DB (0) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.database} | ${row.granted} | ${row.refused} | ${row.other} | ${row.doubleBookings} | ${row.twoBooths} | ${row.p50} | ${row.p99} | ${row.maxMapDelay} | ${row.mapsDropped} | ${row.mapsMismatched} |`,
    );
  const failed = rows.some(
    (row) =>
      row.granted !== BOOTHS ||
      row.refused !== EMPLOYERS - BOOTHS ||
      row.doubleBookings !== 0 ||
      row.twoBooths !== 0 ||
      row.mapsDropped !== 0 ||
      row.mapsMismatched !== 0,
  );
  if (failed) throw new Error('the rush broke its expectations');
}
