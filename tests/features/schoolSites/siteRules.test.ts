import { siteStandingLabel, siteStandingOf, type SchoolSiteItem } from '../../../contract/schoolSites';
import {
  authLoginPath,
  registerConfirmation,
  schoolReason,
  siteOffer,
  standingTag,
} from '../../../features/schoolSites/siteRules';

const site = (item: Partial<SchoolSiteItem> = {}): SchoolSiteItem => ({
  xxdm: '00001',
  wzmc: '滨海理工大学就业信息网',
  wzzsd: '#8c1d40',
  zt: '',
  shyj: '',
  tjsj: '',
  dqzd: false,
  zczd: false,
  ...item,
});

describe('the standing of a site', () => {
  it.each([
    ['', 'none', '未注册'],
    ['1', 'pending', '待审核'],
    ['2', 'passed', '已通过'],
    ['3', 'rejected', '已驳回'],
    ['4', 'changes', '需修改'],
    ['9', 'none', '未注册'],
  ])('reads state code %p as %s (%s)', (zt, standing, label) => {
    expect(siteStandingOf({ zt })).toBe(standing);
    expect(siteStandingLabel(siteStandingOf({ zt }))).toBe(label);
    expect(standingTag(site({ zt })).label).toBe(label);
  });

  it('colours the tag by meaning', () => {
    expect(['', '1', '2', '3', '4'].map((zt) => standingTag(site({ zt })).tone)).toEqual([
      'default',
      'warning',
      'success',
      'danger',
      'warning',
    ]);
  });
});

describe('what a site offers', () => {
  it.each([
    ['', false, true, 'register'],
    ['', false, false, 'needsManage'],
    ['1', false, true, 'waiting'],
    ['2', false, false, 'enter'],
    ['2', true, true, 'here'],
    ['3', false, true, 'resubmit'],
    ['4', false, true, 'resubmit'],
    ['4', false, false, 'needsManage'],
  ] as const)('zt %p, current %p, may manage %p: %s', (zt, dqzd, canManage, kind) => {
    expect(siteOffer(site({ zt, dqzd }), canManage)).toEqual({ kind });
  });
});

describe('the school’s reason', () => {
  it('shows the reason of a rejection or a change request, and nothing otherwise', () => {
    expect(schoolReason(site({ zt: '3', shyj: '执照不清晰' }))).toEqual({
      title: '驳回原因',
      text: '执照不清晰',
    });
    expect(schoolReason(site({ zt: '4', shyj: '补充联系人' }))).toEqual({
      title: '修改意见',
      text: '补充联系人',
    });
    expect(schoolReason(site({ zt: '4', shyj: '  ' }))).toBeNull();
    expect(schoolReason(site({ zt: '2', shyj: '旧的意见' }))).toBeNull();
  });
});

describe('one-step registration and entering', () => {
  it('confirms with the school’s name and says that school reviews it', () => {
    const { title, content } = registerConfirmation(site());
    expect(title).toBe('一键注册“滨海理工大学就业信息网”？');
    expect(content).toContain('无需重新填写');
    expect(content).toContain('该学校审核通过后');
  });

  it('enters through AuthLogin with the code and the site, encoded', () => {
    expect(authLoginPath('a+b/c=', '00001')).toBe('/authlogin?code=a%2Bb%2Fc%3D&xxdm=00001');
  });
});
