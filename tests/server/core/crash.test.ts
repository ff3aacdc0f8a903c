import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../../server/core/db/database';
import { freePort, postJsonFrom, startChildServer, type ChildServer } from '../support/childServer';

/**
 * Durability under SIGKILL: a real server process (tsx; a fresh SQLite file, or a fresh PostgreSQL
 * schema when TEST_DATABASE_URL is set) takes feedback posts with unique markers from several
 * concurrent writers and is killed at a random moment, again and again. After every restart, each post
 * the server acknowledged (code 200) must be stored exactly once.
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 12);
const WRITERS = 4;

type Figures = {
  rounds: number;
  acknowledged: number;
  unacknowledged: number;
  lost: number;
  duplicated: number;
};

let addressSequence = 0;
/** Source addresses across 127.0.0.0/8, so the per-address feedback limit never refuses a write. */
function nextSourceAddress(): string {
  addressSequence += 1;
  return `127.0.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 2}`;
}

/** Where the child keeps its data: its own SQLite file, or its own PostgreSQL schema. */
function databaseOf(dataDir: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    return { config: { sqlitePath: join(dataDir, 'dwpage.sqlite') }, childUrl: '', schema: undefined };
  const schema = `crash_${process.pid}_${Date.now().toString(36)}`;
  const childUrl = new URL(url);
  childUrl.searchParams.set('schema', schema);
  return { config: { sqlitePath: '', databaseUrl: url }, childUrl: childUrl.toString(), schema };
}

async function storedCounts(
  target: ReturnType<typeof databaseOf>,
  prefix: string,
): Promise<Map<string, number>> {
  const database = await createDatabase(target.config, target.schema ? { schema: target.schema } : {});
  try {
    const rows = await database.db
      .selectFrom('feedback')
      .select(['description', (eb) => eb.fn.countAll<number>().as('n')])
      .where('description', 'like', `${prefix}%`)
      .groupBy('description')
      .execute();
    return new Map(rows.map((row) => [row.description, Number(row.n)]));
  } finally {
    await database.close();
  }
}

async function dropSchema(target: ReturnType<typeof databaseOf>) {
  if (!target.schema || !target.config.databaseUrl) return;
  const client = new pg.Client({ connectionString: target.config.databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${target.schema}" cascade`);
  } finally {
    await client.end();
  }
}

describe('crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dwpage-crash-'));
  const database = databaseOf(dataDir);
  let child: ChildServer | null = null;
  afterAll(async () => {
    if (child && child.process.exitCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await dropSchema(database);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write exactly once across ${ROUNDS} SIGKILLs`, async () => {
    const figures: Figures = { rounds: 0, acknowledged: 0, unacknowledged: 0, lost: 0, duplicated: 0 };
    const acknowledged = new Set<string>();
    const port = await freePort();

    for (let round = 1; round <= ROUNDS; round += 1) {
      child = await startChildServer(dataDir, port, database.childUrl);
      const server = child;

      // What earlier rounds acknowledged must have survived their kill.
      const counts = await storedCounts(database, 'crash-');
      for (const marker of acknowledged) {
        const count = counts.get(marker) ?? 0;
        if (count === 0) figures.lost += 1;
        if (count > 1) figures.duplicated += 1;
      }
      expect({ lost: figures.lost, duplicated: figures.duplicated }).toEqual({ lost: 0, duplicated: 0 });

      let killed = false;
      let sequence = 0;
      const writer = async () => {
        while (!killed) {
          sequence += 1;
          const marker = `crash-${round}-${sequence}`;
          try {
            const { body } = await postJsonFrom(
              server.port,
              '/pub/wtfk',
              { lxfs: '', wtms: marker, fjlj: '' },
              nextSourceAddress(),
            );
            if ((body as { code?: number }).code === 200) acknowledged.add(marker);
            else throw new Error(`refused: ${JSON.stringify(body)}`);
          } catch (error) {
            if (!killed) throw error;
            figures.unacknowledged += 1;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 700));
      killed = true;
      server.process.kill('SIGKILL');
      await Promise.all([...writers, server.exited]);
      figures.rounds += 1;
    }

    // The last round's writes, checked on the file the killed process left behind.
    const counts = await storedCounts(database, 'crash-');
    figures.lost = [...acknowledged].filter((marker) => !counts.has(marker)).length;
    figures.duplicated = [...counts.values()].filter((count) => count > 1).length;
    figures.acknowledged = acknowledged.size;
    console.log(`crash test: ${JSON.stringify(figures)}`);
    expect(figures.rounds).toBeGreaterThanOrEqual(10);
    expect(figures.acknowledged).toBeGreaterThan(ROUNDS * 10);
    expect(figures).toMatchObject({ lost: 0, duplicated: 0 });
  }, 240_000);
});
