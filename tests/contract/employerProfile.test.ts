import {
  EMPTY_PROFILE,
  REQUIRED_PROFILE_FIELDS,
  WEBSITE_MESSAGE,
  firstProfileProblem,
  isReviewedField,
  missingProfileFields,
  profileFieldProblem,
  type EmployerProfileFields,
  type ProfileField,
} from '../../contract/employerProfile';
import { profileChangeWorkflow, findTransition } from '../../contract/workflow';

const complete: EmployerProfileFields = {
  ...EMPTY_PROFILE,
  dwmc: '星河智能科技有限公司',
  tyshxydm: '91110108MA01HM2K7W',
  dwxz: '39',
  dwhy: '34',
  dwjj: '一家软件公司',
  dwgm: '3',
  sf: '330000',
  cs: '330100',
  xxdz: '文三路 90 号',
  lxr: '王经理',
  sjhm: '13800000000',
  yx: 'hr@example.com',
  yyzz: 'yyzz/a.png',
};

describe('the employer profile’s rules', () => {
  it('lists the required fields still empty, in form order', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(missingProfileFields({ ...complete, dwjj: '  ', yyzz: '', cs: '' })).toEqual([
      'dwjj',
      'cs',
      'yyzz',
    ]);
    expect(missingProfileFields(EMPTY_PROFILE)).toEqual(REQUIRED_PROFILE_FIELDS);
  });

  it.each<[ProfileField, string, string | null]>([
    ['dwmc', '', '请输入单位名称'],
    ['dwmc', '名'.repeat(101), '单位名称不能超过100个字'],
    ['dwjj', '简'.repeat(500), null],
    ['dwjj', '简'.repeat(501), '单位简介不能超过500个字'],
    ['dwxz', '77', '请选择单位性质'],
    ['zczj', '', null],
    ['zczj', '9', '注册资金不正确，请重新选择'],
    ['dwgm', '', '请选择单位规模'],
    ['yzbm', '', null],
    ['dwwz', 'https://www.example.com/zp', null],
    ['dwwz', 'www.example.com', WEBSITE_MESSAGE],
    ['sjhm', '', '请输入联系人手机号码'],
    ['gddh', '', null],
    ['yx', 'hr@example.com', null],
    ['yx', 'hr@', '请输入正确的电子邮箱'],
  ])('%s %j -> %s', (field, value, expected) => {
    expect(profileFieldProblem(field, value)).toBe(expected);
  });

  it('names illegal characters with the field', () => {
    expect(profileFieldProblem('xxdz', "文三路'; drop table")).toMatch(/^详细地址：/);
  });

  it('finds the first problem in form order', () => {
    expect(firstProfileProblem(complete)).toBeNull();
    expect(firstProfileProblem({ ...complete, yx: 'x', dwxz: '' })).toEqual({
      field: 'dwxz',
      message: '请选择单位性质',
    });
    expect(['dwmc', 'tyshxydm', 'yyzz'].every((field) => isReviewedField(field as ProfileField))).toBe(true);
    expect(isReviewedField('lxr')).toBe(false);
  });

  it('lets the school pass or reject (with a reason) a pending change, and the employer withdraw it', () => {
    expect(findTransition(profileChangeWorkflow, 'pending', 'reject', 'school')?.reason).toBe('required');
    expect(findTransition(profileChangeWorkflow, 'pending', 'withdraw', 'employer')?.to).toBe('withdrawn');
    expect(findTransition(profileChangeWorkflow, 'rejected', 'pass', 'school')).toBeUndefined();
  });
});
