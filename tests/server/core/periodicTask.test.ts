import { startPeriodicTask } from '../../../server/core/periodicTask';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodicTask', () => {
  it('runs at once, then every interval, until stopped', async () => {
    let passes = 0;
    const task = startPeriodicTask(10, () => {
      passes += 1;
      return Promise.resolve();
    });
    expect(passes).toBe(1);
    for (let i = 0; i < 50 && passes < 3; i += 1) await wait(10);
    await task.stop();
    const stoppedAt = passes;
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    await wait(40);
    expect(passes).toBe(stoppedAt);
  });

  it('never overlaps a pass still running, and stop waits for it', async () => {
    let running = 0;
    let most = 0;
    let finished = false;
    const task = startPeriodicTask(5, async () => {
      running += 1;
      most = Math.max(most, running);
      await wait(40);
      running -= 1;
      finished = true;
    });
    await wait(20);
    await task.stop();
    expect(most).toBe(1);
    expect(finished).toBe(true);
  });

  it('keeps running after a pass that fails', async () => {
    let passes = 0;
    const task = startPeriodicTask(10, () => {
      passes += 1;
      return Promise.reject(new Error('down'));
    });
    for (let i = 0; i < 50 && passes < 2; i += 1) await wait(10);
    await task.stop();
    expect(passes).toBeGreaterThanOrEqual(2);
  });
});
