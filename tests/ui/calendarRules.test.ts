import fc from 'fast-check';
import {
  addMonths,
  canShowMonth,
  clampDate,
  dateLabel,
  endOfWeek,
  isDateSelectable,
  monthGrid,
  monthTitle,
  nextFocusDate,
  parseDateInput,
  startOfWeek,
  today,
  visibleFirstMonth,
} from '../../ui/DatePicker/calendar';

describe('monthGrid', () => {
  it('lays out June 2025 in six Monday-first weeks, from 05-26 to 07-06', () => {
    const grid = monthGrid('2025-06-18');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]![0]).toEqual({ date: '2025-05-26', dayOfMonth: 26, inMonth: false });
    expect(grid[0]![6]).toEqual({ date: '2025-06-01', dayOfMonth: 1, inMonth: true });
    expect(grid[5]![6]).toEqual({ date: '2025-07-06', dayOfMonth: 6, inMonth: false });
  });

  it('starts on the 1st itself when the month begins on a Monday (September 2025)', () => {
    expect(monthGrid('2025-09-30')[0]![0]).toEqual({ date: '2025-09-01', dayOfMonth: 1, inMonth: true });
  });

  it.each([
    ['2024-02-10', 29],
    ['2023-02-10', 28],
    ['2000-02-01', 29],
    ['1900-02-01', 28],
    ['2025-04-30', 30],
    ['2025-12-31', 31],
  ])('shows every day of the month of %s once (%i days)', (date, days) => {
    const inMonth = monthGrid(date)
      .flat()
      .filter((cell) => cell.inMonth);
    expect(inMonth.map((cell) => cell.dayOfMonth)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
  });

  it('always holds consecutive days starting on a Monday, for any month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const cells = monthGrid(`${year}-${String(month).padStart(2, '0')}-01`).flat();
        expect(new Date(`${cells[0]!.date}T00:00:00`).getDay()).toBe(1);
        cells.slice(1).forEach((cell, index) => {
          const previous = new Date(`${cells[index]!.date}T00:00:00`);
          previous.setDate(previous.getDate() + 1);
          expect(cell.date).toBe(
            `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}-${String(previous.getDate()).padStart(2, '0')}`,
          );
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('parseDateInput', () => {
  it.each([
    ['2025-06-01', '2025-06-01'],
    ['2025-6-1', '2025-06-01'],
    ['2025/06/01', '2025-06-01'],
    [' 2025-06-01 ', '2025-06-01'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
  ])('reads %j as %s', (text, expected) => expect(parseDateInput(text)).toBe(expected));

  it.each([
    '',
    '2025-06',
    '2025-13-01',
    '2025-00-10',
    '2025-06-31',
    '2023-02-29',
    '1900-02-29',
    '25-06-01',
    '2025.06.01',
    '20250601',
    '２０２５-06-01',
    '0999-01-01',
    '2025-06-01x',
  ])('rejects %j', (text) => expect(parseDateInput(text)).toBeNull());
});

describe('week bounds', () => {
  it.each([
    ['2025-06-18', '2025-06-16', '2025-06-22'], // Wednesday
    ['2025-06-16', '2025-06-16', '2025-06-22'], // Monday
    ['2025-06-22', '2025-06-16', '2025-06-22'], // Sunday belongs to the week before it
    ['2025-01-01', '2024-12-30', '2025-01-05'],
  ])('the week of %s runs from %s to %s', (date, start, end) => {
    expect(startOfWeek(date)).toBe(start);
    expect(endOfWeek(date)).toBe(end);
  });
});

describe('nextFocusDate (ARIA date-picker keys)', () => {
  const none = {};
  it.each([
    ['ArrowLeft', false, '2025-06-17'],
    ['ArrowRight', false, '2025-06-19'],
    ['ArrowUp', false, '2025-06-11'],
    ['ArrowDown', false, '2025-06-25'],
    ['Home', false, '2025-06-16'],
    ['End', false, '2025-06-22'],
    ['PageUp', false, '2025-05-18'],
    ['PageDown', false, '2025-07-18'],
    ['PageUp', true, '2024-06-18'],
    ['PageDown', true, '2026-06-18'],
  ])('%s (shift %s) from 2025-06-18 goes to %s', (key, shiftKey, expected) => {
    expect(nextFocusDate('2025-06-18', { key, shiftKey }, none)).toBe(expected);
  });

  it.each([
    ['2025-01-31', 'PageDown', false, '2025-02-28'],
    ['2024-01-31', 'PageDown', false, '2024-02-29'],
    ['2024-02-29', 'PageDown', true, '2025-02-28'],
    ['2025-03-31', 'PageUp', false, '2025-02-28'],
    ['2025-12-31', 'ArrowRight', false, '2026-01-01'],
    ['2025-03-01', 'ArrowLeft', false, '2025-02-28'],
  ])('from %s, %s (shift %s) clamps the day to %s', (from, key, shiftKey, expected) => {
    expect(nextFocusDate(from, { key, shiftKey }, none)).toBe(expected);
  });

  it('stays within min and max', () => {
    const bounds = { min: '2025-06-10', max: '2025-06-20' };
    expect(nextFocusDate('2025-06-18', { key: 'ArrowDown' }, bounds)).toBe('2025-06-20');
    expect(nextFocusDate('2025-06-12', { key: 'ArrowUp' }, bounds)).toBe('2025-06-10');
    expect(nextFocusDate('2025-06-12', { key: 'PageUp' }, bounds)).toBe('2025-06-10');
  });

  it('ignores keys the grid does not handle', () => {
    expect(nextFocusDate('2025-06-18', { key: 'a' }, none)).toBeNull();
    expect(nextFocusDate('2025-06-18', { key: 'Enter' }, none)).toBeNull();
  });
});

describe('selectable dates', () => {
  const constraints = {
    min: '2025-06-10',
    max: '2025-06-20',
    disabledDate: (d: string) => d.endsWith('-15'),
  };
  it.each([
    ['2025-06-09', false],
    ['2025-06-10', true],
    ['2025-06-15', false],
    ['2025-06-20', true],
    ['2025-06-21', false],
  ])('%s selectable: %s', (date, expected) => expect(isDateSelectable(date, constraints)).toBe(expected));

  it('clamps into [min, max]', () => {
    expect(clampDate('2025-01-01', constraints)).toBe('2025-06-10');
    expect(clampDate('2025-12-01', constraints)).toBe('2025-06-20');
    expect(clampDate('2025-06-15', constraints)).toBe('2025-06-15');
  });

  it.each([
    ['2025-05-01', false],
    ['2025-06-01', true],
    ['2025-07-01', false],
  ])('month of %s can be shown: %s', (month, expected) => {
    expect(canShowMonth(month, constraints)).toBe(expected);
  });
});

describe('visibleFirstMonth', () => {
  it.each([
    ['2025-06-01', '2025-06-18', 1, '2025-06-01'],
    ['2025-06-01', '2025-07-02', 1, '2025-07-01'],
    ['2025-06-01', '2025-05-31', 1, '2025-05-01'],
    ['2025-06-01', '2025-07-02', 2, '2025-06-01'],
    ['2025-06-01', '2025-08-02', 2, '2025-07-01'],
    ['2025-06-01', '2025-01-02', 2, '2025-01-01'],
  ])('from %s, focus %s with %i month(s) shows from %s', (first, focused, months, expected) => {
    expect(visibleFirstMonth(first, focused, months)).toBe(expected);
  });
});

describe('zh-CN labels', () => {
  it('names months and days in Chinese', () => {
    expect(monthTitle('2025-06-18')).toBe('2025年6月');
    expect(dateLabel('2025-06-22')).toBe('2025年6月22日 星期日');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('formats today in local time', () => {
    expect(today(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
