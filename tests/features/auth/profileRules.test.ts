import type { ProfileChange } from '../../../contract/employerProfile';
import { cityOptions } from '../../../app/regions/cityOptions';
import { locationOf, locationPath } from '../../../features/auth/profile/cityOptions';
import {
  PROFILE_FIELD_HINTS,
  changeNotice,
  changePending,
  completeness,
  locationRule,
  missingText,
  reviewedChanges,
} from '../../../features/auth/profile/profileRules';
import { serverFieldOf } from '../../../features/auth/formRules';

const change = (zt: string, extra: Partial<ProfileChange> = {}): ProfileChange => ({
  id: 'bg1',
  zt,
  ydwmc: '旧名',
  ytyshxydm: '91110108MA01HM2K7W',
  yyyzz: 'yyzz/a.png',
  dwmc: '新名',
  tyshxydm: '91110108MA01HM2K7W',
  yyzz: 'yyzz/a.png',
  bgx: ['单位名称'],
  shyj: '',
  tjsj: '2025-03-14 10:00:00',
  spsj: '',
  ...extra,
});

describe('the profile screens’ rules', () => {
  it('says a waiting change and a rejected one with its reason, nothing for the others', () => {
    expect(changeNotice(change('1'))).toEqual({
      kind: 'pending',
      fields: '单位名称',
      submitted: '2025-03-14 10:00:00',
    });
    expect(changeNotice(change('3', { shyj: '名称不符', spsj: '2025-03-15 09:00:00' }))).toEqual({
      kind: 'rejected',
      fields: '单位名称',
      reason: '名称不符',
      decided: '2025-03-15 09:00:00',
    });
    expect(changeNotice(change('2'))).toBeNull();
    expect(changeNotice(change('4'))).toBeNull();
    expect(changeNotice(null)).toBeNull();
    expect(changePending(change('1'))).toBe(true);
    expect(changePending(change('3'))).toBe(false);
  });

  it('names what is missing once per field, the province and city as 所在地区', () => {
    expect(missingText(['dwjj', 'sf', 'cs', 'yyzz'])).toBe('单位简介、所在地区、营业执照');
    expect(completeness(['dwjj'], 13)).toEqual({ done: 12, total: 13 });
    expect(missingText(['yyzz'], change('1', { yyzz: 'yyzz/new.png' }))).toBe(
      '营业执照（已提交，待学校审核）',
    );
    expect(missingText(['yyzz'], null)).toBe('营业执照');
  });

  it('tells which reviewed fields the form changes', () => {
    const current = { dwmc: 'A', tyshxydm: 'B', yyzz: 'C' };
    expect(reviewedChanges(current, { ...current })).toEqual([]);
    expect(reviewedChanges(current, { ...current, dwmc: 'A2', tyshxydm: 'B2' })).toEqual([
      '单位名称',
      '统一社会信用代码',
    ]);
  });

  it('needs both the province and the city', () => {
    expect(locationRule('', '')).toBe('请选择所在省份和城市');
    expect(locationRule('330000', '')).toBe('请选择所在城市');
    expect(locationRule('330000', '330100')).toBeNull();
  });

  it('maps a server refusal to its field', () => {
    expect(serverFieldOf('请输入正确的手机号码', PROFILE_FIELD_HINTS)).toBe('sjhm');
    expect(serverFieldOf('请输入正确的电子邮箱', PROFILE_FIELD_HINTS)).toBe('yx');
    expect(serverFieldOf('单位简介不能超过500个字', PROFILE_FIELD_HINTS)).toBe('dwjj');
    expect(serverFieldOf('所在城市不正确，请重新选择', PROFILE_FIELD_HINTS)).toBe('sf');
  });

  it('offers provinces with their cities, a municipality as a city of its own', () => {
    const options = cityOptions([
      { c: '330000', n: '浙江省', d: [{ c: '330100', n: '杭州市', d: [{ c: '330102', n: '上城区' }] }] },
      { c: '110000', n: '北京市', d: [{ c: '110101', n: '东城区' }] },
    ]);
    expect(options).toEqual([
      { value: '330000', label: '浙江省', children: [{ value: '330100', label: '杭州市' }] },
      { value: '110000', label: '北京市' },
    ]);
    expect(locationOf(['110000'])).toEqual({ sf: '110000', cs: '110000' });
    expect(locationOf(['330000', '330100'])).toEqual({ sf: '330000', cs: '330100' });
    expect(locationPath('110000', '110000')).toEqual(['110000']);
    expect(locationPath('330000', '330100')).toEqual(['330000', '330100']);
    expect(locationPath('', '')).toEqual([]);
  });
});
