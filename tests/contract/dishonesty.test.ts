import {
  DEFAULT_NO_SHOW_RULE,
  noShowRuleOf,
  noShowRuleProblem,
  suspensionReason,
  suspensionRuleOf,
  suspensionRuleText,
} from '../../contract/dishonesty';

describe('the no-show rule', () => {
  it('is today’s rule by default, mapped to the wire and back', () => {
    const rule = suspensionRuleOf(DEFAULT_NO_SHOW_RULE);
    expect(rule).toEqual({ count: 2, windowDays: 365, suspensionDays: 365 });
    expect(noShowRuleOf(rule)).toEqual(DEFAULT_NO_SHOW_RULE);
  });

  it.each([
    [{ wdccs: 2, tjts: 365, ztts: 365 }, null],
    [{ wdccs: 10, tjts: 30, ztts: 1 }, null],
    [{ wdccs: 1, tjts: 1095, ztts: 1095 }, null],
    [{ wdccs: 0, tjts: 365, ztts: 365 }, '未到场次数应为1到10之间的整数'],
    [{ wdccs: 2, tjts: 1096, ztts: 365 }, '统计天数应为30到1095之间的整数'],
    [{ wdccs: 2, tjts: 365, ztts: 2.5 }, '暂停预订天数应为1到1095之间的整数'],
    [{ wdccs: 2, tjts: 365, ztts: '365' }, '暂停预订天数应为1到1095之间的整数'],
  ])('%j -> %s', (rule, problem) => {
    expect(noShowRuleProblem(rule)).toBe(problem);
  });

  it.each([
    [
      { count: 2, windowDays: 365, suspensionDays: 365 },
      '一年内累计2次未到场将暂停预订招聘会展位和宣讲会一年',
      '一年内2次招聘会预订展位后未到场',
    ],
    [
      { count: 3, windowDays: 730, suspensionDays: 180 },
      '730天内累计3次未到场将暂停预订招聘会展位和宣讲会180天',
      '730天内3次招聘会预订展位后未到场',
    ],
    [
      { count: 1, windowDays: 365, suspensionDays: 30 },
      '每次未到场将暂停预订招聘会展位和宣讲会30天',
      '招聘会预订展位后未到场',
    ],
  ])('states %j', (rule, text, reason) => {
    expect(suspensionRuleText(rule)).toBe(text);
    expect(suspensionReason(rule)).toBe(reason);
  });
});
