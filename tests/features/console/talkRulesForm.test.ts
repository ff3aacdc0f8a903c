import { talkRulesProblem } from '../../../contract/talks';
import {
  talkRuleProblem,
  talkRulesOf,
  talkRulesRefusalField,
  talkRulesValuesOf,
} from '../../../features/console/talkRulesForm';

describe('the talk rules form', () => {
  it.each([
    ['tqgzr', '', '请输入提前预约工作日'],
    ['tqgzr', '0', null],
    ['tqgzr', '61', '提前预约工作日应为0到60之间的整数'],
    ['qxgzr', '2.5', '取消截止工作日应为0到30之间的整数'],
    ['jxrssx', '0', '进校人员上限应为1到50之间的整数'],
    ['jxrssx', '50', null],
  ] as const)('%s “%s” -> %s', (field, value, message) => {
    expect(talkRuleProblem(field, value)).toBe(message);
  });

  it('says what the server says for the same value', () => {
    const values = { tqgzr: '61', qxgzr: '2', jxrssx: '4' };
    expect(talkRuleProblem('tqgzr', values.tqgzr)).toBe(talkRulesProblem(talkRulesOf(values)));
  });

  it('round-trips the rules and places a refusal at the field it names', () => {
    expect(talkRulesOf(talkRulesValuesOf({ tqgzr: 5, qxgzr: 2, jxrssx: 4 }))).toEqual({
      tqgzr: 5,
      qxgzr: 2,
      jxrssx: 4,
    });
    expect(talkRulesRefusalField('进校人员上限应为1到50之间的整数')).toBe('jxrssx');
    expect(talkRulesRefusalField('服务器繁忙')).toBeNull();
  });
});
