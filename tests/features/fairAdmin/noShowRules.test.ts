import type { SchoolFair } from '../../../contract/fairs';
import { endedFairs, noShowConsequence } from '../../../features/fairAdmin/noShowRules';

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
    expect(noShowConsequence(['蓝海银行'])).toMatch(
      /^将把蓝海银行标记为未到场。每家单位将生成一条校招不诚信记录（招聘会预订展位后未到场）.*一年内累计2次未到场的单位将被暂停预订招聘会展位和宣讲会一年/,
    );
    const many = noShowConsequence(['甲', '乙', '丙', '丁', '戊', '己']);
    expect(many).toContain('将把甲、乙、丙、丁、戊等6家单位标记为未到场');
  });
});
