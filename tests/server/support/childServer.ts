import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/** A port nobody listens on right now (the kernel picks it; we release it for the child). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type JsonResponse = { status: number; body: unknown };

/** One request on its own connection from a chosen loopback source address (127.0.0.0/8). */
export function postJsonFrom(
  port: number,
  path: string,
  payload: unknown,
  localAddress = '127.0.0.1',
  timeoutMs = 5_000,
): Promise<JsonResponse> {
  const data = Buffer.from(JSON.stringify(payload));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': data.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

export type ChildServer = { process: ChildProcess; port: number; exited: Promise<void> };

export type ChildServerOptions = {
  /** Environment over the defaults (production, no demo data, no logs), e.g. SPA_DIR or NODE_ENV. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Receives what the server prints (e.g. the demo accounts of a DEMO=1 start). */
  onStdout?: (text: string) => void;
};

/**
 * Starts `server/main.ts` (TypeScript through tsx's loader) on a data directory (and a PostgreSQL URL,
 * else SQLite in that directory) and waits until it answers; one that does not is killed.
 */
export async function startChildServer(
  dataDir: string,
  port: number,
  databaseUrl = '',
  { env = {}, startTimeoutMs = 30_000, onStdout }: ChildServerOptions = {},
): Promise<ChildServer> {
  // node itself with tsx's loader (not the tsx CLI, which would run the server as a grandchild that a
  // SIGKILL of the CLI leaves running).
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      LOG: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onStdout?.(chunk.toString()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start: ${stderr}`);
    try {
      const { status } = await postJsonFrom(port, '/pub/hqzzxxdm', {}, '127.0.0.1', 1_000);
      if (status === 200) return { process: child, port, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
