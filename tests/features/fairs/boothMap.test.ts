import {
  boothName,
  shownView,
  gridSize,
  isChoosable,
  legend,
  neighbour,
  priceLabel,
  type MapBooth,
} from '../../../features/fairs/boothMap';

const booth = (id: string, row: number, col: number, extra: Partial<MapBooth> = {}): MapBooth => ({
  id,
  number: id,
  kind: 'standard',
  row,
  col,
  price: 0,
  view: 'free',
  ...extra,
});

// A1 A2 .  A4
// B1 .  B3 B4
const map = [
  booth('A1', 1, 1),
  booth('A2', 1, 2, { kind: 'vip', price: 1200, view: 'taken' }),
  booth('A4', 1, 4, { kind: 'corner', price: 800 }),
  booth('B1', 2, 1, { kind: 'unavailable', view: 'unavailable' }),
  booth('B3', 2, 3, { view: 'mine' }),
  booth('B4', 2, 4, { kind: 'corner', price: 800, view: 'taken' }),
];

describe('boothName', () => {
  it('names the number, kind, price and state for screen readers', () => {
    expect(boothName(booth('A12', 1, 1))).toBe('A12 标准展位 免费 空闲');
    expect(boothName(map[1]!)).toBe('A2 VIP展位 ¥1,200 已被预定');
    expect(boothName(map[4]!)).toBe('B3 标准展位 免费 我的展位');
  });

  it('draws and names a free booth as paused for a suspended employer, others as they are', () => {
    expect(boothName(booth('A12', 1, 1), '暂停预订')).toBe('A12 标准展位 免费 暂停预订');
    expect(shownView(booth('A12', 1, 1), '暂停预订')).toBe('unavailable');
    expect(boothName(map[1]!, '暂停预订')).toBe('A2 VIP展位 ¥1,200 已被预定');
    expect(shownView(map[4]!, '暂停预订')).toBe('mine');
    expect(shownView(booth('A12', 1, 1))).toBe('free');
  });

  it('writes prices in yuan with zh-CN digit groups, zero as 免费', () => {
    expect(priceLabel(0)).toBe('免费');
    expect(priceLabel(12000)).toBe('¥12,000');
  });
});

describe('isChoosable', () => {
  it('offers only free booths of a bookable kind', () => {
    expect(map.filter(isChoosable).map((b) => b.id)).toEqual(['A1', 'A4']);
  });
});

describe('neighbour', () => {
  it.each([
    ['A1', 'ArrowRight', 'A2'],
    ['A2', 'ArrowRight', 'A4'],
    ['A4', 'ArrowRight', 'A4'],
    ['A1', 'ArrowDown', 'B1'],
    ['A2', 'ArrowDown', 'B1'],
    ['A4', 'ArrowDown', 'B4'],
    ['B3', 'ArrowUp', 'A2'],
    ['B3', 'ArrowLeft', 'B1'],
    ['A1', 'ArrowUp', 'A1'],
  ] as const)('from %s, %s reaches %s (gaps jumped, ties to the left or up, edges stay)', (from, key, to) => {
    expect(neighbour(map, from, key)).toBe(to);
  });

  it('starts at the first booth when the focused one is gone', () => {
    expect(neighbour(map, 'Z9', 'ArrowRight')).toBe('A1');
  });
});

describe('gridSize and legend', () => {
  it('sizes the grid to its booths', () => {
    expect(gridSize(map)).toEqual({ rows: 2, cols: 4 });
  });

  it('lists each bookable kind with its price and free count', () => {
    expect(legend(map)).toEqual([
      { kind: 'standard', label: '标准展位', price: '免费', free: 1, total: 2 },
      { kind: 'vip', label: 'VIP展位', price: '¥1,200', free: 0, total: 1 },
      { kind: 'corner', label: '转角展位', price: '¥800', free: 1, total: 2 },
    ]);
  });

  it('shows a price range when one kind has several prices', () => {
    const mixed = [booth('A1', 1, 1, { price: 500 }), booth('A2', 1, 2, { price: 900 })];
    expect(legend(mixed)[0]?.price).toBe('¥500–¥900');
  });
});
