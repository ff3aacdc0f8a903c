/**
 * The talk-venue rush (issue 15 §3): 300 employers, each with a talk draft, try to hold one of 20
 * room-slots (10 halls x 2 slots of one date) at the same moment through POST /com/xjh/hold over real
 * HTTP on loopback. Exactly 20 holds must be granted, 280 refused with ROOM_TAKEN_MESSAGE, and no
 * room-slot held twice. As for `npm run bench:server`, the server runs in a child process of its own
 * (this file with argument SERVE_ARGUMENT), so the clients do not share its event loop; every request
 * has a time-out, and the child ends when the parent has read its report.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { chinaDate } from '../../contract/chinaTime';
import { ROOM_TAKEN_CODE, ROOM_TAKEN_MESSAGE, talkPaths, type TalkDraft } from '../../contract/talks';
import { addWorkingDays } from '../../contract/workingDays';
import { buildServer } from '../app';
import { createDatabase } from '../core/db/database';
import { createPasswordHasher } from '../core/passwords';
import {
  onEachDatabase,
  percentile,
  printTable,
  rushServerConfig,
  seedRushEmployers,
  spawnRushServer,
} from './rushSupport';
import { saveVenue } from '../talks/venues';

const EMPLOYERS = 300;
const HALLS = 10;
const SLOTS = ['14:00-16:00', '19:00-21:00'];
const REQUEST_TIMEOUT_MS = 30_000;

type Outcome = { code: number; message: string; ms: number };
type Row = {
  database: string;
  granted: number;
  refused: number;
  other: number;
  doubleHolds: number;
  p50: number;
  p99: number;
};

async function call(base: string, path: string, token: string, body: unknown): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const envelope = (await response.json()) as { code: number; message: string; result: unknown };
    return { code: envelope.code, message: envelope.message, ms: performance.now() - started };
  } catch (error) {
    return { code: -1, message: String(error), ms: performance.now() - started };
  }
}

/** The child's first line: where to send the holds. */
type Ready = { port: number; holds: { token: string; body: object }[] };
/** The child's second line, asked for once the rush is over. */
type Report = { doubleHolds: number };

const SERVE_ARGUMENT = 'rush-talks-server';

/**
 * The child: the product's server on the database the parent names (RUSH_DATABASE_URL, empty for a
 * SQLite file; RUSH_SCHEMA), its venues and employers seeded and each employer's draft saved; prints
 * Ready, then on a line 'report' on stdin prints Report and exits.
 */
async function serve(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dwpage-rush-'));
  const url = process.env.RUSH_DATABASE_URL ?? '';
  const config = rushServerConfig(dir, url);
  const schema = process.env.RUSH_SCHEMA;
  const database = await createDatabase(config, schema === undefined ? {} : { schema });
  const app = await buildServer(config, {
    database,
    passwords: createPasswordHasher({ memoryKiB: 256, passes: 1, parallelism: 1 }),
  });
  const now = app.clock.now();
  const date = addWorkingDays(chinaDate(now), 10);
  const everyDay = [1, 2, 3, 4, 5, 6, 7].flatMap((xq) => SLOTS.map((sd) => ({ xq, sd })));
  const halls: string[] = [];
  for (let n = 0; n < HALLS; n += 1)
    halls.push(
      await saveVenue(app.db, now, '00000', {
        cdmc: `抢场报告厅${n + 1}`,
        ld: '压测楼',
        cdlx: '1',
        zws: 300,
        sb: '',
        fy: 0,
        qy: true,
        sd: everyDay,
        bkyrq: [],
      }),
    );
  const tokens = await seedRushEmployers(database, now, EMPLOYERS, {
    namePrefix: '抢场单位',
    creditPrefix: 'RUSH',
    mobilePrefix: '171',
  });

  // Employer i wants room-slot i mod 20: each of the 20 is wanted by 15 employers.
  const holds: Ready['holds'] = [];
  for (const [i, token] of tokens.entries()) {
    const pair = i % (HALLS * SLOTS.length);
    const slot = SLOTS[pair % SLOTS.length] ?? '';
    const draft: TalkDraft = {
      xjzt: '抢场宣讲会',
      rq: date,
      sd: slot,
      yjrs: 100,
      ggid: '',
      zwids: [],
      yx: [],
      zy: [],
      xs: false,
      zblj: '',
      lxr: [{ xm: '压测', sjhm: '13800138000', yx: 'rush@example.com' }],
      bz: '',
    };
    const saved = await app.inject({
      method: 'POST',
      url: talkPaths.save,
      payload: draft,
      headers: { accesstoken: token },
    });
    const envelope = saved.json<{ code: number; message: string; result: { id: string } }>();
    if (envelope.code !== 200) throw new Error(`draft refused: ${envelope.message}`);
    const cdid = halls[Math.floor(pair / SLOTS.length)] ?? '';
    holds.push({ token, body: { id: envelope.result.id, cdlx: '1', cdid, rq: date, sd: slot } });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(
    `${JSON.stringify({ port: (app.server.address() as { port: number }).port, holds })}\n`,
  );

  const input = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => input.once('line', () => resolve()));
  input.close();
  const rooms = await app.db
    .selectFrom('talk_rooms')
    .select(['venue_id', 'date', 'slot'])
    .where('state', '=', 'held')
    .execute();
  const perSlot = new Map<string, number>();
  for (const room of rooms) {
    const key = `${room.venue_id}|${room.date}|${room.slot}`;
    perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
  }
  const report: Report = { doubleHolds: [...perSlot.values()].filter((count) => count > 1).length };
  process.stdout.write(`${JSON.stringify(report)}\n`);
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

/** One rush against a child server on the given database. */
async function rushOn(label: string, env: Record<string, string>): Promise<Row> {
  const server = spawnRushServer(__filename, SERVE_ARGUMENT, env);
  try {
    const ready = JSON.parse(await server.nextLine()) as Ready;
    const base = `http://127.0.0.1:${ready.port}`;

    // The rush: every hold sent at once.
    const outcomes = await Promise.all(
      ready.holds.map(({ token, body }) => call(base, talkPaths.hold, token, body)),
    );

    server.child.stdin?.write('report\n');
    const report = JSON.parse(await server.nextLine()) as Report;
    const taken = (outcome: Outcome) =>
      outcome.code === ROOM_TAKEN_CODE && outcome.message === ROOM_TAKEN_MESSAGE;
    const others = outcomes.filter((outcome) => outcome.code !== 200 && !taken(outcome));
    for (const outcome of others.slice(0, 3))
      console.error(`${label}: unexpected answer ${outcome.code} ${outcome.message}`);
    const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    return {
      database: label,
      granted: outcomes.filter((outcome) => outcome.code === 200).length,
      refused: outcomes.filter(taken).length,
      other: others.length,
      doubleHolds: report.doubleHolds,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
    };
  } finally {
    await server.stop();
  }
}

export async function main(): Promise<void> {
  const rows = await onEachDatabase(rushOn);
  const slots = HALLS * SLOTS.length;
  printTable(
    `Talk venue rush: ${EMPLOYERS} employers, ${slots} room-slots, POST ${talkPaths.hold}`,
    [
      'database',
      `granted (${slots})`,
      `refused with message (${EMPLOYERS - slots})`,
      'other',
      'double holds (0)',
      'p50 ms',
      'p99 ms',
    ],
    rows.map((row) => [row.database, row.granted, row.refused, row.other, row.doubleHolds, row.p50, row.p99]),
  );
  if (rows.some((row) => row.granted !== slots || row.refused !== EMPLOYERS - slots || row.doubleHolds !== 0))
    throw new Error('the rush broke its expectations');
}

if (process.argv[2] === SERVE_ARGUMENT)
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
