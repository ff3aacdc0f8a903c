import type { FastifyInstance } from 'fastify';

export type PeriodicTask = {
  /** Stops the timer and waits for a running pass to end. */
  stop(): Promise<void>;
};

/**
 * Runs `pass` at once and then every `intervalMs` on an unref'd timer (it never keeps the process
 * alive); a pass still running when the timer fires is not overlapped. `pass` answers its own failures:
 * one that rejects anyway is let go, and the next tick runs again.
 */
export function startPeriodicTask(intervalMs: number, pass: () => Promise<void>): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running !== null) return;
    running = pass()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };
  // setInterval takes at most 2^31 - 1 ms (about 24.8 days) and treats more as 1 ms.
  const timer = setInterval(tick, Math.min(intervalMs, 2 ** 31 - 1));
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A task that runs while the server serves: started once it is ready, stopped as closing begins
 * (preClose, before the database closes), waiting for a running pass.
 */
export function whileServing(app: FastifyInstance, start: () => PeriodicTask): void {
  let task: PeriodicTask | null = null;
  app.addHook('onReady', () => {
    task = start();
    return Promise.resolve();
  });
  app.addHook('preClose', async () => {
    await task?.stop();
  });
}
