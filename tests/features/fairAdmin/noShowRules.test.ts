import type { SchoolFair } from '../../../contract/fairs';
import { endedFairs, noShowConsequence, noShowRuleNote } from '../../../features/fairAdmin/noShowRules';

const DEFAULT = { count: 2, windowDays: 365, suspensionDays: 365 };
const STRICT = { count: 1, windowDays: 180, suspensionDays: 30 };

describe('marking no-shows', () => {
  it('offers only the fairs that ended', () => {
    const fairs = [
      { id: 'a', zt: '5' },
      { id: 'b', zt: '2' },
      { id: 'c', zt: '5' },
    ] as SchoolFair[];
    expect(endedFairs(fairs).map((fair) => fair.id)).toEqual(['a', 'c']);
  });

  it('says what follows before marking, naming up to five employers', () => {
    expect(noShowConsequence(['蓝海银行'], DEFAULT)).toMatch(
      /^将把蓝海银行标记为未到场。每家单位将生成一条校招不诚信记录（招聘会预订展位后未到场），自招聘会举办日起一年内有效；一年内累计2次未到场的单位将被暂停预订招聘会展位和宣讲会一年。/,
    );
    const many = noShowConsequence(['甲', '乙', '丙', '丁', '戊', '己'], DEFAULT);
    expect(many).toContain('将把甲、乙、丙、丁、戊等6家单位标记为未到场');
  });

  it.each([
    [STRICT, '自招聘会举办日起180天内有效；每家单位将被暂停预订招聘会展位和宣讲会30天。'],
    [
      { count: 3, windowDays: 730, suspensionDays: 90 },
      '自招聘会举办日起730天内有效；730天内累计3次未到场的单位将被暂停预订招聘会展位和宣讲会90天。',
    ],
    [undefined, '本站规则可能暂停其预订招聘会展位和宣讲会。'],
  ])('states the site’s rule %j', (rule, text) => {
    expect(noShowConsequence(['蓝海银行'], rule)).toContain(text);
  });

  it('states the rule above the fairs once it is read', () => {
    expect(noShowRuleNote(DEFAULT)).toBe('本站规则：一年内累计2次未到场将暂停预订招聘会展位和宣讲会一年。');
    expect(noShowRuleNote(STRICT)).toBe('本站规则：每次未到场将暂停预订招聘会展位和宣讲会30天。');
    expect(noShowRuleNote(undefined)).toBe('');
  });
});
