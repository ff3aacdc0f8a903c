import type { ProfileChange } from '../../../contract/employerProfile';
import {
  comparedValues,
  profileChangeQuery,
  profileChangeStateDisplay,
} from '../../../features/console/profileChangeRules';

describe('the console’s change queue rules', () => {
  it('reads pending by default, another state or 全部 from the address', () => {
    expect(profileChangeQuery(new URLSearchParams())).toEqual(
      expect.objectContaining({ zt: '1', keyword: '' }),
    );
    expect(profileChangeQuery(new URLSearchParams('zt=3&keyword= 星河 '))).toEqual(
      expect.objectContaining({ zt: '3', keyword: '星河' }),
    );
    expect(profileChangeQuery(new URLSearchParams('zt=all')).zt).toBe('');
    expect(profileChangeQuery(new URLSearchParams('zt=9')).zt).toBe('1');
  });

  it('shows each state with its label and tone', () => {
    expect(profileChangeStateDisplay('1')).toEqual({ label: '待审核', tone: 'warning' });
    expect(profileChangeStateDisplay('3')).toEqual({ label: '已驳回', tone: 'danger' });
    expect(profileChangeStateDisplay('4')).toEqual({ label: '已撤回', tone: 'default' });
    expect(profileChangeStateDisplay('x')).toEqual({ label: 'x', tone: 'default' });
  });

  it('puts old and new values side by side, marking what changes', () => {
    const change = {
      ydwmc: '旧名',
      dwmc: '新名',
      ytyshxydm: 'A',
      tyshxydm: 'A',
      yyyzz: 'yyzz/1.png',
      yyzz: 'yyzz/2.png',
    } as ProfileChange;
    expect(comparedValues(change).map(({ key, changed }) => [key, changed])).toEqual([
      ['dwmc', true],
      ['tyshxydm', false],
      ['yyzz', true],
    ]);
  });
});
