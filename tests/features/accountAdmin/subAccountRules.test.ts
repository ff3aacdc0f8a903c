import type { SubAccount } from '../../../contract/permissions';
import {
  accountName,
  createdDate,
  saveRequestOf,
  stateTags,
  subAccountActions,
  subAccountFieldOf,
  subAccountRules,
} from '../../../features/accountAdmin/subAccountRules';

const sub: SubAccount = {
  id: 'zh-0001',
  name: '李招聘',
  mobile: '13900000001',
  roleId: 'recruiter',
  roleName: '招聘专员',
  enabled: true,
  isMain: false,
  createdAt: Date.parse('2025-03-05T09:00:00+08:00'),
  passwordPending: false,
  member: false,
};

const firstProblem = (rules: readonly ((value: string) => string | null)[], value: string) =>
  rules.map((rule) => rule(value)).find((message) => message !== null) ?? null;

describe('subAccountActions', () => {
  it('offers the main account every action on an enabled sub-account', () => {
    expect(subAccountActions(sub, true)).toEqual(['edit', 'disable', 'reset', 'handOver']);
  });

  it('offers enabling instead of disabling, and no hand-over, on a disabled one', () => {
    expect(subAccountActions({ ...sub, enabled: false }, true)).toEqual(['edit', 'enable', 'reset']);
  });

  it('offers no password reset on another employer’s member', () => {
    expect(subAccountActions({ ...sub, member: true }, true)).toEqual(['edit', 'disable', 'handOver']);
  });

  it('offers nothing on the main account row, nor to anyone but the main account', () => {
    expect(subAccountActions({ ...sub, isMain: true }, true)).toEqual([]);
    expect(subAccountActions(sub, false)).toEqual([]);
  });
});

describe('the sub-account form', () => {
  it.each([
    ['', '请输入姓名'],
    ['   ', '请输入姓名'],
    ['张'.repeat(21), '姓名不能超过20个字'],
    ['张'.repeat(20), null],
  ])('checks the name %p: %p', (value, message) => {
    expect(firstProblem(subAccountRules.name, value)).toBe(message);
  });

  it.each([
    ['', '请输入手机号码'],
    ['1390000000', '请输入正确的手机号码'],
    ['13900000009', null],
  ])('checks the mobile %p: %p', (value, message) => {
    expect(firstProblem(subAccountRules.mobile, value)).toBe(message);
  });

  it('asks for a role', () => {
    expect(firstProblem(subAccountRules.roleId, '')).toBe('请选择角色');
  });

  it('sends the values trimmed, with the id of the account edited', () => {
    const values = { name: ' 李招聘 ', mobile: ' 13900000001 ', roleId: 'readonly', enabled: false };
    expect(saveRequestOf(values)).toEqual({
      name: '李招聘',
      mobile: '13900000001',
      roleId: 'readonly',
      enabled: false,
    });
    expect(saveRequestOf(values, 'zh-0001')).toMatchObject({ id: 'zh-0001' });
  });

  it.each([
    ['该手机号已被其他账号使用', 'mobile'],
    ['请输入姓名', 'name'],
    ['姓名不能超过20个字', 'name'],
    ['角色不存在或已被删除', 'roleId'],
    ['该账号属于其他单位，只能修改角色和启用状态', null],
    ['仅单位主账号可以进行此操作', null],
  ])('puts the refusal %p at %p', (message, field) => {
    expect(subAccountFieldOf(message)).toBe(field);
  });
});

describe('how an account reads', () => {
  it('dates its opening in China', () => {
    expect(createdDate(Date.parse('2025-03-05T23:30:00+08:00'))).toBe('2025年3月5日');
  });

  it('tags its state, and a password still to be set', () => {
    expect(stateTags(sub).map((tag) => tag.label)).toEqual(['启用']);
    expect(stateTags({ ...sub, enabled: false, passwordPending: true }).map((tag) => tag.label)).toEqual([
      '停用',
      '密码待设置',
    ]);
  });

  it('names a member without a name by its mobile', () => {
    expect(accountName(sub)).toBe('李招聘');
    expect(accountName({ ...sub, name: '' })).toBe('13900000001');
  });
});
