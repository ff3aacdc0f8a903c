import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Envelope } from '../../../contract/envelope';
import { sha256Hex } from '../../../server/core/tokens';
import { freePort, startChildServer, type ChildServer } from '../../server/support/childServer';

const ROOT = join(__dirname, '..', '..', '..');
const BUILD_LOCK = join(tmpdir(), 'dwpage-frontend-build.lock');

/**
 * Makes sure dist/ is built from the current sources (scripts/frontendBuild.mjs, the check `npm start`
 * uses), then copies it to `snapshotDir`, both under one lock: test files running side by side build
 * once, and a rebuild started later by another file cannot pull chunks from under a running browser.
 */
function snapshotFreshFrontend(snapshotDir: string): void {
  const command = [
    process.execPath,
    '--input-type=module',
    '-e',
    `const { buildFrontend, distDir, frontendIsStale } = await import(${JSON.stringify(join(ROOT, 'scripts', 'frontendBuild.mjs'))});
     if (frontendIsStale() && buildFrontend() !== 0) process.exit(1);
     const { cpSync } = await import('node:fs');
     cpSync(distDir, ${JSON.stringify(snapshotDir)}, { recursive: true });`,
  ];
  const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;
  const [file, ...args] = hasFlock ? ['flock', BUILD_LOCK, ...command] : command;
  const run = spawnSync(file!, args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) {
    throw new Error(`the frontend build failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
}

/** The accounts `npm start` creates and prints on a fresh database (DEMO=1). */
export type DemoAccounts = {
  employer: { mobile: string; password: string };
  school: { username: string; password: string };
  /** The reviewer of the second demo site, 00001 (printed as `demo school 00001: …`). */
  subSiteSchool: { username: string; password: string };
  /** The demo student (printed as `demo student: …`); the username is the school code and the student number. */
  student: { username: string; password: string };
};

export type RealServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The SPA's first page of a path inside /dwpage/ ('/login/00000/1' -> origin + '/dwpage/login/00000/1'). */
  appUrl(path: string): string;
  /** The latest verification code texted to a mobile (the development SMS outbox). */
  latestSmsCode(mobile: string): Promise<string>;
  /** The printed demo accounts, when started with `{ demo: true }`. */
  demo: DemoAccounts | null;
  /** Ends the employer session of a token the way time would: its expiry moves into the past. */
  expireEmployerSession(token: string): void;
  stop(): Promise<void>;
};

/** Reads the demo accounts out of what the server printed at start. */
function printedDemoAccounts(output: string): DemoAccounts {
  const employer = /demo employer: (\S+) \/ (\S+)/.exec(output);
  const school = /demo school: (\S+) \/ (\S+)/.exec(output);
  const subSiteSchool = /demo school 00001: (\S+) \/ (\S+)/.exec(output);
  const student = /demo student: (\S+) \/ (\S+)/.exec(output);
  if (!employer || !school || !subSiteSchool || !student)
    throw new Error(`the server printed no demo accounts:\n${output}`);
  return {
    employer: { mobile: employer[1]!, password: employer[2]! },
    school: { username: school[1]!, password: school[2]! },
    subSiteSchool: { username: subSiteSchool[1]!, password: subSiteSchool[2]! },
    student: { username: student[1]!, password: student[2]! },
  };
}

/**
 * The real server (`server/main.ts` through tsx's loader, in its own process) on a free port with a
 * fresh SQLite database and a snapshot of the fresh frontend build. Development mode, so the SMS
 * outbox answers; no demo data unless `demo` (then the accounts it prints are read back, as a person
 * reads them after `npm start`).
 */
export async function startRealServer({ demo = false }: { demo?: boolean } = {}): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dwpage-e2e-'));
  const spaDir = join(dataDir, 'spa');
  snapshotFreshFrontend(spaDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;

  let child: ChildServer;
  let printed = '';
  try {
    child = await startChildServer(dataDir, port, '', {
      // Development mode, so the SMS outbox answers.
      env: { SPA_DIR: spaDir, NODE_ENV: 'development', DEMO: demo ? '1' : '0' },
      startTimeoutMs: 60_000,
      onStdout: (text) => (printed += text),
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const stop = async () => {
    const { process: server, exited } = child;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  return {
    origin,
    demo: demo ? printedDemoAccounts(printed) : null,
    appUrl: (path) => `${origin}/dwpage${path}`,
    async latestSmsCode(mobile) {
      const response = await fetch(`${origin}/pub/dev/smsOutbox?sjhm=${mobile}`);
      const { result } = (await response.json()) as Envelope<{ text: string }[]>;
      const code = result[0]?.text.match(/\d{6}/)?.[0];
      if (code === undefined) throw new Error(`no code was texted to ${mobile}`);
      return code;
    },
    expireEmployerSession(token) {
      const sqlite = new BetterSqlite3(join(dataDir, 'dwpage.sqlite'));
      try {
        sqlite.pragma('busy_timeout = 5000');
        const { changes } = sqlite
          .prepare('update employer_sessions set expires_at = ? where token_hash = ?')
          .run(Date.now() - 1, sha256Hex(token));
        if (changes !== 1) throw new Error('no session holds that token');
      } finally {
        sqlite.close();
      }
    },
    stop,
  };
}
