import { noShowRuleProblem } from '../../../contract/dishonesty';
import {
  noShowRuleFieldProblem,
  noShowRuleOfValues,
  noShowRuleRefusalField,
  noShowRuleValuesOf,
} from '../../../features/console/noShowRuleForm';

describe('the no-show rule form', () => {
  it.each([
    ['wdccs', '', '请输入未到场次数'],
    ['wdccs', '1', null],
    ['wdccs', '11', '未到场次数应为1到10之间的整数'],
    ['tjts', '29', '统计天数应为30到1095之间的整数'],
    ['tjts', '1095', null],
    ['ztts', '0', '暂停预订天数应为1到1095之间的整数'],
    ['ztts', '1.5', '暂停预订天数应为1到1095之间的整数'],
    ['ztts', ' 30 ', null],
  ] as const)('%s “%s” -> %s', (field, value, message) => {
    expect(noShowRuleFieldProblem(field, value)).toBe(message);
  });

  it('says what the server says for the same value', () => {
    expect(noShowRuleFieldProblem('tjts', '2000')).toBe(
      noShowRuleProblem({ wdccs: 2, tjts: 2000, ztts: 365 }),
    );
  });

  it('round-trips the rule, has none while a field is wrong, and places a refusal at its field', () => {
    expect(noShowRuleOfValues(noShowRuleValuesOf({ wdccs: 1, tjts: 180, ztts: 30 }))).toEqual({
      wdccs: 1,
      tjts: 180,
      ztts: 30,
    });
    expect(noShowRuleOfValues({ wdccs: '0', tjts: '180', ztts: '30' })).toBeNull();
    expect(noShowRuleRefusalField('暂停预订天数应为1到1095之间的整数')).toBe('ztts');
    expect(noShowRuleRefusalField('服务器繁忙')).toBeNull();
  });
});
