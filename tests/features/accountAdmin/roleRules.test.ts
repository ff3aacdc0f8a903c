import { BUILT_IN_ROLES, NO_GRANTS, type Role } from '../../../contract/permissions';
import {
  grantsSummary,
  removable,
  roleActions,
  roleFieldOf,
  roleNameRules,
  saveRoleRequestOf,
} from '../../../features/accountAdmin/roleRules';

const custom: Role = {
  id: 'js-0001',
  name: '校招助理',
  builtIn: false,
  grants: { ...NO_GRANTS, recruiting: 'view', resumes: 'manage' },
  userCount: 0,
};
const builtIn: Role = {
  ...BUILT_IN_ROLES[1],
  grants: { ...BUILT_IN_ROLES[1].grants },
  builtIn: true,
  userCount: 3,
};

describe('roleActions', () => {
  it('lets the main account edit and remove its custom roles, and only look at built-in ones', () => {
    expect(roleActions(custom, true)).toEqual(['edit', 'remove']);
    expect(roleActions(builtIn, true)).toEqual(['view']);
  });

  it('lets anyone else only look', () => {
    expect(roleActions(custom, false)).toEqual(['view']);
  });

  it('removes only a custom role nobody holds', () => {
    expect(removable(custom)).toBe(true);
    expect(removable({ ...custom, userCount: 1 })).toBe(false);
    expect(removable({ ...builtIn, userCount: 0 })).toBe(false);
  });
});

describe('grantsSummary', () => {
  it('names what is granted, section by section in order', () => {
    expect(grantsSummary(custom.grants)).toEqual(['招聘信息·查看', '简历管理·管理']);
    expect(grantsSummary(BUILT_IN_ROLES[0].grants)).toContain('签约中心·签约');
  });

  it('is empty for a role granting nothing', () => {
    expect(grantsSummary(NO_GRANTS)).toEqual([]);
  });
});

describe('the role form', () => {
  const problem = (value: string) => roleNameRules.map((rule) => rule(value)).find(Boolean) ?? null;

  it.each([
    ['', '请输入角色名称'],
    ['财'.repeat(21), '角色名称不能超过20个字'],
    ['财务专员', null],
  ])('checks the name %p: %p', (value, message) => {
    expect(problem(value)).toBe(message);
  });

  it('sends the name trimmed with every grant, and the id of the role edited', () => {
    expect(saveRoleRequestOf({ name: ' 财务 ', grants: NO_GRANTS })).toEqual({
      name: '财务',
      grants: NO_GRANTS,
    });
    expect(saveRoleRequestOf({ name: '财务', grants: NO_GRANTS }, 'js-0002')).toMatchObject({
      id: 'js-0002',
    });
  });

  it('puts a refusal about the name under it', () => {
    expect(roleFieldOf('角色名称已存在，请换一个名称')).toBe('name');
    expect(roleFieldOf('内置角色不能修改或删除')).toBeNull();
  });
});
