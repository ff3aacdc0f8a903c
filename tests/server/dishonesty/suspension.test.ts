import fc from 'fast-check';
import { addDays, addOneYear, daysBetween } from '../../../contract/chinaTime';
import type { SuspensionRule } from '../../../contract/dishonesty';
import { suspensionEnd } from '../../../server/dishonesty/suspension';

const DEFAULT: SuspensionRule = { count: 2, windowDays: 365, suspensionDays: 365 };

/** The last suspended day, as the rule says it: a year by the calendar, else that many days. */
const lastDay = (date: string, days: number) =>
  addDays(days === 365 ? addOneYear(date) : addDays(date, days), -1);

/**
 * The rule read literally: a breach suspends when `count - 1` other breaches lie at most `windowDays`
 * before it; the suspension that ends last wins.
 */
function oracle(dates: readonly string[], rule: SuspensionRule): string | null {
  let until: string | null = null;
  dates.forEach((last, index) => {
    const before = dates.filter(
      (other, at) => at !== index && other <= last && daysBetween(other, last) <= rule.windowDays,
    );
    if (before.length < rule.count - 1) return;
    const end = lastDay(last, rule.suspensionDays);
    if (until === null || end > until) until = end;
  });
  return until;
}

const date = fc.integer({ min: 0, max: 4 * 365 }).map((offset) => addDays('2025-01-01', offset));
const dates = fc.array(date, { maxLength: 12 });
const rule = fc.record({
  count: fc.integer({ min: 1, max: 10 }),
  windowDays: fc.integer({ min: 30, max: 1095 }),
  suspensionDays: fc.oneof(fc.constant(365), fc.integer({ min: 1, max: 1095 })),
});

describe('the suspension a site rule derives from breach dates', () => {
  it('keeps the default rule: two within a year suspend until the day before the anniversary', () => {
    expect(suspensionEnd(['2026-01-10'], DEFAULT)).toBeNull();
    expect(suspensionEnd(['2025-01-01', '2026-03-01'], DEFAULT)).toBeNull();
    expect(suspensionEnd(['2026-06-01', '2026-01-10'], DEFAULT)).toEqual({
      until: '2027-05-31',
      dates: ['2026-01-10', '2026-06-01'],
    });
    // 29 February: a year later is 28 February, the suspension's last day the 27th.
    expect(suspensionEnd(['2027-12-01', '2028-02-29'], DEFAULT)?.until).toBe('2029-02-27');
  });

  it.each([
    [
      'one no-show is enough',
      { count: 1, windowDays: 365, suspensionDays: 30 },
      ['2026-03-01'],
      '2026-03-30',
    ],
    [
      'three within 90 days',
      { count: 3, windowDays: 90, suspensionDays: 180 },
      ['2026-01-01', '2026-02-01', '2026-03-31'],
      '2026-09-26',
    ],
    [
      'three but 91 days apart',
      { count: 3, windowDays: 90, suspensionDays: 180 },
      ['2026-01-01', '2026-02-01', '2026-04-02'],
      null,
    ],
    [
      'two within two years',
      { count: 2, windowDays: 730, suspensionDays: 730 },
      ['2025-01-01', '2026-12-31'],
      '2028-12-29',
    ],
  ] as const)('%s', (_name, siteRule, breaches, until) => {
    expect(suspensionEnd(breaches, siteRule)?.until ?? null).toBe(until);
  });

  it('ends when the rule read literally ends it', () => {
    fc.assert(
      fc.property(dates, rule, (breaches, siteRule) => {
        expect(suspensionEnd(breaches, siteRule)?.until ?? null).toBe(oracle(breaches, siteRule));
      }),
    );
  });

  it('names `count` of the breaches, within the window, the last one starting the suspension', () => {
    fc.assert(
      fc.property(dates, rule, (breaches, siteRule) => {
        const end = suspensionEnd(breaches, siteRule);
        if (end === null) return;
        expect(end.dates).toHaveLength(siteRule.count);
        const first = end.dates[0] as string;
        const last = end.dates[end.dates.length - 1] as string;
        expect(daysBetween(first, last)).toBeLessThanOrEqual(siteRule.windowDays);
        expect(end.until).toBe(lastDay(last, siteRule.suspensionDays));
        for (const used of end.dates) expect(breaches).toContain(used);
      }),
    );
  });

  it('never suspends less after one more breach, nor with a stricter rule', () => {
    fc.assert(
      fc.property(dates, date, rule, (breaches, extra, siteRule) => {
        const before = suspensionEnd(breaches, siteRule)?.until ?? '';
        expect((suspensionEnd([...breaches, extra], siteRule)?.until ?? '') >= before).toBe(true);
        if (siteRule.count > 1) {
          const stricter = { ...siteRule, count: siteRule.count - 1 };
          expect((suspensionEnd(breaches, stricter)?.until ?? '') >= before).toBe(true);
        }
      }),
    );
  });

  it('suspends for suspensionDays from the last breach of the group', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 1095 }), (breach, days) => {
        const until = suspensionEnd([breach], { count: 1, windowDays: 365, suspensionDays: days })?.until;
        expect(until).toBe(days === 365 ? addDays(addOneYear(breach), -1) : addDays(breach, days - 1));
      }),
    );
  });
});
