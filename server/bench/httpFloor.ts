/**
 * What a rush's burst costs on this machine before the product does anything: the same crowd (one
 * keep-alive connection per employer, used once before, then one POST each, all written at once)
 * against a bare Fastify server in a child process that answers every call with the same refusal,
 * without a session, a database or a hook. A rush's latencies are read against this floor: on a
 * two-core machine the kernel's loopback and Node's HTTP server alone take a large part of them.
 */
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { openRawConnection, type RawConnection } from './rawConnection';
import { percentile, serverUsageMeter, spawnRushServer } from './rushSupport';

const SERVE_ARGUMENT = 'http-floor-server';
const REQUEST_TIMEOUT_MS = 30_000;
const WARM_UP_BATCH = 100;

export type FloorRow = { p50: number; p99: number; serverCpuMs: number; serverBusyMs: number };

/** What the child serves: the path and the answer the crowd's POSTs get. */
type FloorRoute = { path: string; answer: unknown };

/** The child: prints its port; on 'open' starts counting CPU and loop time; on 'report' prints them and exits. */
async function serve(): Promise<void> {
  const route = JSON.parse(process.env.FLOOR_ROUTE ?? '{}') as FloorRoute;
  const app = Fastify({ logger: false });
  app.post(route.path, () => Promise.resolve(route.answer));
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
  const usage = serverUsageMeter();
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line === 'open') {
      usage.restart();
      process.stdout.write('\n');
      continue;
    }
    process.stdout.write(`${JSON.stringify(usage.read())}\n`);
    break;
  }
  lines.close();
  await app.close();
}

/**
 * The floor for `employers` POSTs of `body` (with the headers a hold sends) to `route.path`, after
 * `warmUpRounds` calls on each connection: their p50 and p99 and the server's CPU and busy time from
 * the burst to its last answer.
 */
export async function measureHttpFloor(
  employers: number,
  warmUpRounds: number,
  route: FloorRoute,
  request: { headers: Record<string, string>; body: string },
): Promise<FloorRow> {
  const server = spawnRushServer(__filename, SERVE_ARGUMENT, { FLOOR_ROUTE: JSON.stringify(route) });
  const connections: RawConnection[] = [];
  try {
    const { port } = JSON.parse(await server.nextLine()) as { port: number };
    const crowdCall = (connection: RawConnection) =>
      connection.call('POST', route.path, request.headers, request.body);
    for (let start = 0; start < employers; start += WARM_UP_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(WARM_UP_BATCH, employers - start) }, () =>
          openRawConnection(port, REQUEST_TIMEOUT_MS),
        ),
      );
      connections.push(...batch);
    }
    for (let round = 0; round < warmUpRounds; round++) await Promise.all(connections.map(crowdCall));
    server.child.stdin?.write('open\n');
    await server.nextLine();
    const latencies = await Promise.all(
      connections.map(async (connection) => {
        const started = performance.now();
        const answer = await crowdCall(connection);
        if (answer.status !== 200) throw new Error(`the floor's server answered ${answer.status}`);
        return performance.now() - started;
      }),
    );
    server.child.stdin?.write('report\n');
    const { cpuMs, busyMs } = JSON.parse(await server.nextLine()) as { cpuMs: number; busyMs: number };
    latencies.sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      serverCpuMs: cpuMs,
      serverBusyMs: busyMs,
    };
  } finally {
    for (const connection of connections) connection.close();
    await server.stop();
  }
}

if (process.argv[2] === SERVE_ARGUMENT)
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
