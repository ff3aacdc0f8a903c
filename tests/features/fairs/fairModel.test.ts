import type { HallMap } from '../../../contract/fairs';
import { hallBooths, withChanges } from '../../../features/fairs/fairModel';

const hall: HallMap = {
  hcid: 'h1',
  hcmc: '体育馆一层',
  hs: 2,
  ls: 2,
  kxzws: 1,
  zzws: 3,
  cells: [
    { zwid: 'b4', h: 1, l: 1, bh: 'B2', lx: '1', zt: '3', fy: 0 },
    { zwid: '', h: 1, l: 0, bh: '', lx: '0', zt: '0', fy: 0 },
    { zwid: 'b2', h: 0, l: 1, bh: 'A2', lx: '2', zt: '2', fy: 1200 },
    { zwid: 'b1', h: 0, l: 0, bh: 'A1', lx: '1', zt: '1', fy: 0 },
  ],
};

describe('hallBooths', () => {
  it('draws the cells 1-based in reading order, aisles named by their place', () => {
    expect(hallBooths(hall).map((b) => [b.id, b.row, b.col, b.kind, b.view])).toEqual([
      ['b1', 1, 1, 'standard', 'free'],
      ['b2', 1, 2, 'vip', 'taken'],
      ['aisle-1-0', 2, 1, 'unavailable', 'unavailable'],
      ['b4', 2, 2, 'standard', 'mine'],
    ]);
  });
});

describe('withChanges', () => {
  const state = (halls: HallMap[], id: string) => halls[0]?.cells.find((cell) => cell.zwid === id)?.zt;

  it('shows a booth taken by another employer as taken and mine as mine, counting free booths', () => {
    const next = withChanges([hall], [{ zwid: 'b1', zt: '2', ydid: 'other' }], 'mine-1');
    expect(state(next, 'b1')).toBe('2');
    expect(next[0]?.kxzws).toBe(0);
    const held = withChanges([hall], [{ zwid: 'b1', zt: '2', ydid: 'mine-1' }], 'mine-1');
    expect(state(held, 'b1')).toBe('3');
  });

  it('frees a released booth; of several changes of one booth the last counts', () => {
    const next = withChanges(
      [hall],
      [
        { zwid: 'b2', zt: '1', ydid: '' },
        { zwid: 'b1', zt: '2', ydid: 'x' },
        { zwid: 'b1', zt: '1', ydid: '' },
      ],
      null,
    );
    expect(state(next, 'b2')).toBe('1');
    expect(state(next, 'b1')).toBe('1');
    expect(next[0]?.kxzws).toBe(2);
  });

  it('leaves a hall without changes as it was', () => {
    const halls = [hall];
    expect(withChanges(halls, [{ zwid: 'zz', zt: '2', ydid: 'x' }], null)[0]).toBe(hall);
  });
});
