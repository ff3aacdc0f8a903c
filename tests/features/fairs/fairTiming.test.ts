import {
  clockOffset,
  countdownText,
  countdownWords,
  chinaTimeMs,
  serverTime,
  stateAt,
} from '../../../features/fairs/fairTiming';

describe('server clock', () => {
  it('runs the countdown on the server time even when the browser clock is off', () => {
    // The browser is 5 minutes slow: the server said 10:00:00 when the browser read 09:55:00.
    const offset = clockOffset(Date.UTC(2026, 0, 1, 10), Date.UTC(2026, 0, 1, 9, 55));
    expect(serverTime(offset, Date.UTC(2026, 0, 1, 9, 55, 30))).toBe(Date.UTC(2026, 0, 1, 10, 0, 30));
  });
});

describe('countdownText', () => {
  it.each([
    [0, '00:00'],
    [-5000, '00:00'],
    [200, '00:01'],
    [65_000, '01:05'],
    [3_725_000, '01:02:05'],
    [2 * 86_400_000 + 3_725_000, '2天 01:02:05'],
  ])('%d ms left reads %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });

  it('reads in words for screen readers', () => {
    expect(countdownWords(65_000)).toBe('1分5秒');
    expect(countdownWords(86_400_000 + 3_600_000)).toBe('1天1小时0秒');
  });
});

describe('chinaTimeMs', () => {
  it('reads the wire time as China time (UTC+8)', () => {
    expect(chinaTimeMs('2026-12-01 09:00')).toBe(Date.UTC(2026, 11, 1, 1, 0));
    expect(chinaTimeMs('2026-12-01 09:00:30')).toBe(Date.UTC(2026, 11, 1, 1, 0, 30));
  });
});

describe('stateAt', () => {
  const fair = { opensAt: 1000, closesAt: 5000, endsAt: 9000 };

  it('opens at the opening minute without asking the server again', () => {
    expect(stateAt({ ...fair, zt: '1' }, 999)).toBe('1');
    expect(stateAt({ ...fair, zt: '1' }, 1000)).toBe('2');
  });

  it('keeps full as the server said, closes and finishes by the minutes', () => {
    expect(stateAt({ ...fair, zt: '3' }, 2000)).toBe('3');
    expect(stateAt({ ...fair, zt: '2' }, 5000)).toBe('4');
    expect(stateAt({ ...fair, zt: '3' }, 9000)).toBe('5');
    expect(stateAt({ ...fair, zt: '5' }, 2000)).toBe('5');
  });
});
