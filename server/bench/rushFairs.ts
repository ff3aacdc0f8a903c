/**
 * The booth rush (issue 16 §3): 1,000 employers try to hold one of 100 booths of a fair through
 * POST /com/zph/hold over real HTTP on loopback, every request released at the fair's opening instant
 * (the server's clock is set so that the opening minute begins at a chosen moment), while 200 booth maps
 * stay open on GET /com/zph/boothEvents. Exactly 100 holds must be granted, 900 refused with a message,
 * no booth held twice, no employer holding two; no map may drop, and each must end showing exactly the
 * booths the database holds.
 *
 * The server runs in a child process of its own (this file with argument SERVE_ARGUMENT), so the clients
 * do not share its event loop. Each employer has its own keep-alive connection (plain HTTP/1.1 over a
 * socket, see rawConnection.ts: through Node's http client this process alone spent 400 ms of CPU on
 * the holds), opened (and its session used once, as the map it watches did) before the opening
 * instant, as a browser showing the map does, then used by the waiting crowd (WARM_UP_ROUNDS); on the
 * server's clock those uses lie minutes back (a countdown makes no calls), so each hold also records
 * its session's use. At the instant all 1,000 holds are written at once. Every request has a
 * time-out, and the child ends when the parent has read its report. The table adds the CPU time the
 * server spent on the rush and how long its event loop was busy (latencies on a loaded machine say
 * more of the load than of the server); a second table gives the same burst against a bare server
 * (httpFloor.ts).
 * RUSH_PROFILE=<file> makes the child write a CPU profile of the rush itself (from the opening instant
 * to the report) for Chrome DevTools.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { addDays, chinaDate, chinaDateTime } from '../../contract/chinaTime';
import {
  BOOTH_EVENT,
  BOOTH_TAKEN_CODE,
  FAIR_MESSAGES,
  FAIR_WINDOW_CODE,
  boothTopic,
  fairPaths,
  type BoothChange,
  type FairInput,
} from '../../contract/fairs';
import { buildServer } from '../app';
import { createDatabase } from '../core/db/database';
import { failure } from '../core/http/envelope';
import { createPasswordHasher } from '../core/passwords';
import { newId, newToken } from '../core/tokens';
import { saveHallMap } from '../fairs/maps';
import { fairColumns } from '../fairs/store';
import { measureHttpFloor } from './httpFloor';
import { openRawConnection, type RawConnection } from './rawConnection';
import {
  onEachDatabase,
  percentile,
  printTable,
  rushServerConfig,
  seedRushEmployers,
  serverUsageMeter,
  spawnRushServer,
} from './rushSupport';

const EMPLOYERS = 1000;
const ROWS = 10;
const COLS = 10;
const BOOTHS = ROWS * COLS;
const MAPS = 200;
/** Time between telling the server its opening instant and the instant itself. */
const LEAD_MS = 1000;
/** How long the maps get to catch up after the last answer. */
const SETTLE_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Connections opened (and sessions used) at once while the crowd gathers before the instant. */
const WARM_UP_BATCH = 100;
/**
 * Times the whole crowd reloads the fair and clicks too early before the instant. A school's server
 * at the opening minute has been up for hours, its code compiled and hot; a child started a moment
 * before measured V8 compiling it as much as the server (the floor's p99 190 ms cold, 45-80 ms after
 * five rounds on this machine).
 */
const WARM_UP_ROUNDS = 5;
const SERVE_ARGUMENT = 'rush-fairs-server';

/** Milliseconds on a clock both processes share (performance.now() alone starts per process). */
const wallNow = () => performance.timeOrigin + performance.now();

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
  serverCpuMs: number;
  serverBusyMs: number;
};

/** The child's first line: where to send the holds. */
type Ready = { port: number; fairId: string; booths: string[]; tokens: string[] };
/** The child's answer to 'report': what the database holds and when each taking was published. */
type Report = {
  taken: string[];
  doubleBookings: number;
  twoBooths: number;
  publishedAt: Record<string, number>;
  /** CPU time (user and system) the server spent from the opening instant to the report. */
  cpuMs: number;
  /** Time the server's event loop was busy over the same span (its one thread answers every call). */
  busyMs: number;
};

/** One call on the employer's own keep-alive connection; answers the envelope's code and message. */
async function call(
  connection: RawConnection,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: string,
): Promise<Outcome> {
  const started = performance.now();
  const headers: Record<string, string> =
    body === undefined ? { accesstoken: token } : { accesstoken: token, 'content-type': 'application/json' };
  const answer = await connection.call(method, path, headers, body);
  const ms = performance.now() - started;
  if (answer.status === 0) return { code: -1, message: answer.body, ms };
  try {
    const envelope = JSON.parse(answer.body) as { code: number; message: string };
    return { code: envelope.code, message: envelope.message, ms };
  } catch (error) {
    return { code: -1, message: String(error), ms };
  }
}

/** An open booth map: the taken set it has learned, when it learned each booth, and whether it dropped. */
type OpenMap = { taken: Set<string>; learnedAt: Map<string, number>; dropped: boolean; close(): void };

function openMap(base: string, token: string, fairId: string): Promise<OpenMap> {
  let closing = false;
  const map: OpenMap = { taken: new Set(), learnedAt: new Map(), dropped: false, close: () => undefined };
  const apply = (frame: string) => {
    const event = /^event: (.*)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (event !== BOOTH_EVENT || data === undefined) return;
    const at = wallNow();
    for (const change of JSON.parse(data) as BoothChange[]) {
      if (change.zt === '2') {
        map.taken.add(change.zwid);
        if (!map.learnedAt.has(change.zwid)) map.learnedAt.set(change.zwid, at);
      } else map.taken.delete(change.zwid);
    }
  };
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${fairPaths.boothEvents}?fairId=${fairId}`,
      { agent: false, headers: { accesstoken: token } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`map refused: ${response.statusCode}`));
          response.resume();
          return;
        }
        map.close = () => {
          closing = true;
          request.destroy();
        };
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (text: string) => {
          buffer += text;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            apply(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        const dropped = () => {
          if (!closing) map.dropped = true;
        };
        response.on('end', dropped);
        response.on('error', dropped);
        response.on('close', dropped);
        resolve(map);
      },
    );
    request.on('error', (error) => {
      if (!closing) map.dropped = true;
      reject(error);
    });
  });
}

/**
 * The child: the product's server on the database the parent names (RUSH_DATABASE_URL, empty for a
 * SQLite file; RUSH_SCHEMA), the fair, its booths and the employers seeded; prints Ready. Then, on a
 * line 'open <ms>', sets its clock so that the opening minute begins at that moment and prints an empty
 * line; on 'report' prints Report and exits.
 */
async function serve(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dwpage-rush-'));
  const url = process.env.RUSH_DATABASE_URL ?? '';
  const config = rushServerConfig(dir, url);
  const schema = process.env.RUSH_SCHEMA;
  const database = await createDatabase(config, schema === undefined ? {} : { schema });
  const opening = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
  let offset = 0;
  const app = await buildServer(config, {
    database,
    clock: { now: () => Date.now() + offset },
    passwords: createPasswordHasher({ memoryKiB: 256, passes: 1, parallelism: 1 }),
  });
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
  // When each booth was taken, as the server published it.
  const publishedAt: Record<string, number> = {};
  app.live.subscribe(boothTopic(fairId), (_sequence, event) => {
    if (event.name !== BOOTH_EVENT) return;
    for (const change of event.data as BoothChange[])
      if (change.zt === '2' && publishedAt[change.zwid] === undefined) publishedAt[change.zwid] = wallNow();
  });
  // A backlog for the whole crowd connecting at once.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  const ready: Ready = { port: (app.server.address() as { port: number }).port, fairId, booths, tokens };
  process.stdout.write(`${JSON.stringify(ready)}\n`);

  const profileFile = process.env.RUSH_PROFILE;
  const profiler = profileFile === undefined ? null : new Session();
  const lines = createInterface({ input: process.stdin });
  const usage = serverUsageMeter();
  for await (const line of lines) {
    const [command, argument] = line.split(' ');
    if (command === 'open') {
      offset = opening - Number(argument);
      usage.restart();
      if (profiler !== null) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      process.stdout.write('\n');
      continue;
    }
    if (profiler !== null && profileFile !== undefined) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      profiler.disconnect();
    }
    const { cpuMs, busyMs } = usage.read();
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
    const report: Report = {
      taken: claims.map((claim) => claim.booth_id),
      doubleBookings: repeated(live.map((row) => row.booth_id)),
      twoBooths: repeated(live.map((row) => row.employer_id)),
      publishedAt,
      cpuMs,
      busyMs,
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
    break;
  }
  lines.close();
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

/** How many values occur more than once. */
function repeated(values: string[]): number {
  const seen = new Map<string, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen.values()].filter((n) => n > 1).length;
}

/** One rush against a child server on the given database. */
async function rushOn(label: string, env: Record<string, string>): Promise<Row> {
  const server = spawnRushServer(__filename, SERVE_ARGUMENT, env);
  const connections: RawConnection[] = [];
  const maps: OpenMap[] = [];
  try {
    const { port, fairId, booths, tokens } = JSON.parse(await server.nextLine()) as Ready;
    const base = `http://127.0.0.1:${port}`;

    for (let start = 0; start < MAPS; start += 50)
      maps.push(
        ...(await Promise.all(tokens.slice(start, start + 50).map((token) => openMap(base, token, fairId)))),
      );
    // Each employer's browser: one keep-alive connection, already used to read the fair.
    for (let start = 0; start < EMPLOYERS; start += WARM_UP_BATCH) {
      const batch = await Promise.all(
        tokens.slice(start, start + WARM_UP_BATCH).map(() => openRawConnection(port, REQUEST_TIMEOUT_MS)),
      );
      connections.push(...batch);
      const answers = await Promise.all(
        batch.map((connection, i) =>
          call(connection, 'GET', `${fairPaths.detail}?zphid=${fairId}`, tokens[start + i] as string),
        ),
      );
      const failed = answers.find((answer) => answer.code !== 200);
      if (failed !== undefined) throw new Error(`warm-up refused: ${failed.code} ${failed.message}`);
    }

    // Employer i wants booth i mod 100: each booth is wanted by 10 employers, all at the opening instant.
    const bodies = tokens.map((_, i) => JSON.stringify({ zphid: fairId, zwid: booths[i % BOOTHS] }));
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      const reads = await Promise.all(
        connections.map((connection, i) =>
          call(connection, 'GET', `${fairPaths.detail}?zphid=${fairId}`, tokens[i] as string),
        ),
      );
      const early = await Promise.all(
        connections.map((connection, i) =>
          call(connection, 'POST', fairPaths.hold, tokens[i] as string, bodies[i]),
        ),
      );
      const failed =
        reads.find((answer) => answer.code !== 200) ??
        early.find((answer) => answer.code !== FAIR_WINDOW_CODE);
      if (failed !== undefined) throw new Error(`warm-up answered: ${failed.code} ${failed.message}`);
    }

    const release = Date.now() + LEAD_MS;
    server.child.stdin?.write(`open ${release}\n`);
    await server.nextLine();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, release - Date.now())));
    const outcomes = await Promise.all(
      tokens.map((token, i) =>
        call(connections[i] as RawConnection, 'POST', fairPaths.hold, token, bodies[i]),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    server.child.stdin?.write('report\n');
    const report = JSON.parse(await server.nextLine()) as Report;
    const taken = new Set(report.taken);
    let maxMapDelay = 0;
    for (const map of maps)
      for (const [booth, at] of map.learnedAt)
        maxMapDelay = Math.max(maxMapDelay, at - (report.publishedAt[booth] ?? at));
    const mapsMismatched = maps.filter(
      (map) => map.taken.size !== taken.size || [...taken].some((booth) => !map.taken.has(booth)),
    ).length;
    const mapsDropped = maps.filter((map) => map.dropped).length;

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
      doubleBookings: report.doubleBookings,
      twoBooths: report.twoBooths,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      maxMapDelay: Math.round(maxMapDelay),
      mapsDropped,
      mapsMismatched,
      serverCpuMs: report.cpuMs,
      serverBusyMs: report.busyMs,
    };
  } finally {
    for (const map of maps) map.close();
    for (const connection of connections) connection.close();
    await server.stop();
  }
}

export async function main(): Promise<void> {
  const rows = await onEachDatabase(rushOn);
  printTable(
    `Booth rush: ${EMPLOYERS} employers, ${BOOTHS} booths, ${MAPS} open maps, POST ${fairPaths.hold} at the opening instant`,
    [
      'database',
      'granted (100)',
      'refused with message (900)',
      'other',
      'double bookings (0)',
      'employers with two booths (0)',
      'hold p50 ms',
      'hold p99 ms',
      'max map delay ms',
      'maps dropped (0)',
      'maps not matching the DB (0)',
      'server CPU ms',
      'server loop busy ms',
    ],
    rows.map((row) => [
      row.database,
      row.granted,
      row.refused,
      row.other,
      row.doubleBookings,
      row.twoBooths,
      row.p50,
      row.p99,
      row.maxMapDelay,
      row.mapsDropped,
      row.mapsMismatched,
      row.serverCpuMs,
      row.serverBusyMs,
    ]),
  );
  // The same burst against a bare server answering the refusal: what this machine's HTTP alone costs.
  const floor = await measureHttpFloor(
    EMPLOYERS,
    2 * WARM_UP_ROUNDS,
    { path: fairPaths.hold, answer: failure(BOOTH_TAKEN_CODE, FAIR_MESSAGES.boothTaken) },
    {
      headers: { accesstoken: newToken(), 'content-type': 'application/json' },
      body: JSON.stringify({ zphid: newId(), zwid: newId() }),
    },
  );
  printTable(
    `The floor: the same ${EMPLOYERS} connections and burst against a bare Fastify server that answers every hold with the refusal (no session, no database, no maps)`,
    ['hold p50 ms', 'hold p99 ms', 'server CPU ms', 'server loop busy ms'],
    [[floor.p50, floor.p99, floor.serverCpuMs, floor.serverBusyMs]],
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

if (process.argv[2] === SERVE_ARGUMENT)
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
