import { FAIR_REUSE_MS, HeldBooths } from '../../../server/fairs/heldBooths';
import type { FairsTable } from '../../../server/fairs/tables';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('HeldBooths', () => {
  it('runs the holds of one booth one after another in arrival order, other booths alongside', async () => {
    const held = new HeldBooths();
    const log: string[] = [];
    const gates = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        log.push(`start ${name}`);
        gates.set(name, () => {
          log.push(`end ${name}`);
          resolve(name);
        });
      });
    const first = held.inTurn('b1', work('a'));
    const second = held.inTurn('b1', work('b'));
    const elsewhere = held.inTurn('b2', work('c'));
    await tick();
    expect(log).toEqual(['start a', 'start c']);
    gates.get('a')?.();
    await first;
    await tick();
    expect(log).toEqual(['start a', 'start c', 'end a', 'start b']);
    gates.get('b')?.();
    gates.get('c')?.();
    expect(await Promise.all([second, elsewhere])).toEqual(['b', 'c']);
  });

  it('lets the next hold go on when one is refused', async () => {
    const held = new HeldBooths();
    const refused = held.inTurn('b1', () => Promise.reject(new Error('停权')));
    const next = held.inTurn('b1', () => Promise.resolve('granted'));
    await expect(refused).rejects.toThrow('停权');
    await expect(next).resolves.toBe('granted');
  });

  it('knows a holder until the hold runs out, and only for its fair', () => {
    const held = new HeldBooths();
    held.noteHeld({ boothId: 'b1', fairId: 'f1', employerId: 'e1', bookingId: 'k1', until: 1_000 }, 0);
    expect(held.holderOf('f1', 'b1', 999)).toBe('e1');
    expect(held.holderOf('f2', 'b1', 999)).toBeNull();
    expect(held.holderOf('f1', 'b2', 999)).toBeNull();
    // Past the hold's time the database decides (submitted meanwhile, or expired).
    expect(held.holderOf('f1', 'b1', 1_000)).toBeNull();
  });

  it('forgets a freed hold, but not a later hold of the same booth', () => {
    const held = new HeldBooths();
    held.noteHeld({ boothId: 'b1', fairId: 'f1', employerId: 'e1', bookingId: 'k1', until: 1_000 }, 0);
    held.noteHeld({ boothId: 'b2', fairId: 'f1', employerId: 'e2', bookingId: 'k2', until: 1_000 }, 0);
    held.noteMoves([{ fairId: 'f1', boothId: 'b1', bookingId: 'k1', taken: false }]);
    expect(held.holderOf('f1', 'b1', 10)).toBeNull();
    held.noteHeld({ boothId: 'b2', fairId: 'f1', employerId: 'e3', bookingId: 'k3', until: 2_000 }, 10);
    held.noteMoves([
      { fairId: 'f1', boothId: 'b2', bookingId: 'k2', taken: false },
      { fairId: 'f1', boothId: 'b2', bookingId: 'k3', taken: true },
    ]);
    expect(held.holderOf('f1', 'b2', 10)).toBe('e3');
  });

  it('shares one read of a fair among the holds of a second, then reads it again; a refusal is not kept', async () => {
    const held = new HeldBooths();
    let reads = 0;
    const fair = { id: 'f1' } as FairsTable;
    const read = () => {
      reads += 1;
      return Promise.resolve(fair);
    };
    const same = await Promise.all([
      held.recentFair('00000', 'f1', 1000, read),
      held.recentFair('00000', 'f1', 1500, read),
      held.recentFair('00000', 'f1', 1000 + FAIR_REUSE_MS - 1, read),
    ]);
    expect(same).toEqual([fair, fair, fair]);
    expect(reads).toBe(1);
    await held.recentFair('00001', 'f1', 1000, read);
    expect(reads).toBe(2);
    await held.recentFair('00000', 'f1', 1000 + FAIR_REUSE_MS, read);
    expect(reads).toBe(3);

    const missing = () => {
      reads += 1;
      return Promise.reject(new Error('招聘会不存在'));
    };
    await expect(held.recentFair('00000', 'gone', 5000, missing)).rejects.toThrow('招聘会不存在');
    await expect(held.recentFair('00000', 'gone', 5001, missing)).rejects.toThrow('招聘会不存在');
    expect(reads).toBe(5);
  });
});
