import {
  clampPage,
  formatTotal,
  pageAfterSizeChange,
  pageCount,
  pageItems,
  parseJumpPage,
  type PageItem,
} from '../../ui/Pagination/pageList';

/** Renders items the way a person reads the pager: `1 2 … 9 10`, with `<` / `>` for the two gaps. */
const show = (items: PageItem[]) =>
  items
    .map((item) => (item.type === 'page' ? String(item.page) : item.direction === 'previous' ? '<' : '>'))
    .join(' ');

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [1234, 20, 62],
  ])('gives %i rows at %i per page %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('pageItems', () => {
  it.each([
    [1, 1, '1'],
    [3, 9, '1 2 3 4 5 6 7 8 9'],
    [1, 20, '1 2 3 4 5 6 7 > 20'],
    [5, 20, '1 2 3 4 5 6 7 > 20'],
    [6, 20, '1 < 4 5 6 7 8 > 20'],
    [10, 20, '1 < 8 9 10 11 12 > 20'],
    [15, 20, '1 < 13 14 15 16 17 > 20'],
    [16, 20, '1 < 14 15 16 17 18 19 20'],
    [20, 20, '1 < 14 15 16 17 18 19 20'],
  ])('shows page %i of %i as %s', (current, count, expected) => {
    expect(show(pageItems(current, count))).toBe(expected);
  });

  it('keeps the same number of buttons wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 50 }, (_, index) => pageItems(index + 1, 50).length));
    expect([...lengths]).toEqual([9]);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let current = 1; current <= 30; current += 1) {
      const items = pageItems(current, 30);
      items.forEach((item, index) => {
        if (item.type !== 'ellipsis') return;
        const before = items[index - 1];
        const after = items[index + 1];
        if (before?.type !== 'page' || after?.type !== 'page') throw new Error('ellipsis not between pages');
        expect(after.page - before.page).toBeGreaterThan(2);
      });
    }
  });

  it('jumps five pages from an ellipsis, stopping at the ends', () => {
    expect(pageItems(10, 20).filter((item) => item.type === 'ellipsis')).toEqual([
      { type: 'ellipsis', direction: 'previous', jump: 5, target: 5 },
      { type: 'ellipsis', direction: 'next', jump: 5, target: 15 },
    ]);
    expect(pageItems(18, 20).find((item) => item.type === 'ellipsis')).toMatchObject({ target: 13 });
    expect(pageItems(3, 19).find((item) => item.type === 'ellipsis')).toMatchObject({ target: 8 });
  });

  it('clamps an out-of-range current page', () => {
    expect(show(pageItems(99, 5))).toBe('1 2 3 4 5');
    expect(show(pageItems(-3, 20))).toBe('1 2 3 4 5 6 7 > 20');
  });
});

describe('parseJumpPage', () => {
  it.each([
    ['5', 10, 5],
    [' 7 ', 10, 7],
    ['25', 10, 10],
    ['0', 10, null],
    ['', 10, null],
    ['abc', 10, null],
    ['2.5', 10, null],
    ['-1', 10, null],
  ])('reads %j with %i pages as %j', (input, count, expected) => {
    expect(parseJumpPage(input, count)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [6, 5, 5],
    [3.7, 5, 3],
    [Number.NaN, 5, 1],
  ])('clamps %d into 1..%i as %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('formatTotal', () => {
  it('groups thousands the zh-CN way', () => {
    expect(formatTotal(0)).toBe('共 0 条');
    expect(formatTotal(1234567)).toBe('共 1,234,567 条');
  });
});

describe('pageAfterSizeChange', () => {
  it('keeps the first row of the current page in view', () => {
    // Page 3 at 10 per page starts at row 21, which is on page 2 at 20 per page.
    expect(pageAfterSizeChange(3, 10, 20, 200)).toBe(2);
    expect(pageAfterSizeChange(2, 50, 10, 200)).toBe(6);
    expect(pageAfterSizeChange(9, 10, 100, 95)).toBe(1);
  });
});
