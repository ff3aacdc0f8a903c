import {
  addWorkingDays,
  isWorkingDay,
  workingDayOnOrAfter,
  workingDaysBetween,
} from '../../contract/workingDays';

describe('China working days', () => {
  it.each([
    ['2026-11-25', true, 'an ordinary Wednesday'],
    ['2026-11-28', false, 'an ordinary Saturday'],
    ['2026-10-01', false, 'National Day, a Thursday'],
    ['2026-10-05', false, 'the National Day week, a Monday'],
    ['2026-10-11', false, 'the Sunday after the make-up Saturday'],
    ['2026-09-20', true, 'the make-up Sunday before National Day'],
    ['2026-10-10', true, 'the make-up Saturday after National Day'],
    ['2026-02-14', true, 'the make-up Saturday before the Spring Festival'],
  ])('%s is a working day: %s (%s)', (date, expected) => {
    expect(isWorkingDay(date)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => isWorkingDay('2026-02-30')).toThrow(RangeError);
  });

  it('adds working days across a weekend', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 5)).toBe('2026-12-04');
  });

  it('adds working days across the National Day holiday and its make-up days', () => {
    // 9-30 Wed works; 10-01..10-07 off; 10-08 Thu, 10-09 Fri and the make-up 10-10 Sat work.
    expect(addWorkingDays('2026-09-30', 1)).toBe('2026-10-08');
    expect(addWorkingDays('2026-09-30', 3)).toBe('2026-10-10');
    expect(addWorkingDays('2026-10-10', 1)).toBe('2026-10-12');
    expect(addWorkingDays('2026-09-18', 1)).toBe('2026-09-20');
  });

  it('goes backwards for a negative count and stays put for zero', () => {
    expect(addWorkingDays('2026-11-30', -1)).toBe('2026-11-27');
    expect(addWorkingDays('2026-10-08', -1)).toBe('2026-09-30');
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('counts working days after the first date up to and including the second', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-27')).toBe(4);
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(workingDaysBetween('2026-09-30', '2026-10-10')).toBe(3);
    expect(workingDaysBetween('2026-11-30', '2026-11-27')).toBe(-1);
    expect(workingDaysBetween('2026-11-25', '2026-11-25')).toBe(0);
  });

  it('agrees with addWorkingDays', () => {
    for (const count of [1, 2, 5, 9])
      expect(workingDaysBetween('2026-09-25', addWorkingDays('2026-09-25', count))).toBe(count);
  });

  it('finds the next working day on or after a date', () => {
    expect(workingDayOnOrAfter('2026-11-25')).toBe('2026-11-25');
    expect(workingDayOnOrAfter('2026-10-03')).toBe('2026-10-08');
  });
});
