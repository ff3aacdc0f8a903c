import { userDetailHints, userDetailRules } from '../../../features/auth/userDetailsRules';
import { serverFieldOf } from '../../../features/auth/formRules';

const firstProblem = (rules: readonly ((value: string) => string | null)[], value: string) =>
  rules.map((rule) => rule(value)).find((message) => message !== null) ?? null;

describe('the rules of the person’s details', () => {
  it.each([
    ['xm', '林晓', null],
    ['xm', '  ', '请输入姓名'],
    ['xm', '林'.repeat(50), null],
    ['xm', '林'.repeat(51), '姓名不能超过50个字'],
    ['xm', "O'Brien", "存在非法字符'，请重新输入！"],
    ['zw', '', '请输入职务'],
    ['zw', 'HR -- 经理', '存在非法字符--，请重新输入！'],
    ['yx', '', '请输入电子邮箱'],
    ['yx', 'lin.xiao@example.com', null],
    ['yx', 'lin@example', '请输入正确的电子邮箱'],
    ['gddh', '', null],
    ['gddh', '0591-87654321', null],
    ['gddh', '13800000000', '请输入正确的固定电话号码'],
  ] as const)('%s = "%s" -> %s', (field, value, message) => {
    expect(firstProblem(userDetailRules[field], value)).toBe(message);
  });

  it.each([
    ['姓名不能超过50个字', 'xm'],
    ['职务：存在非法字符drop，请重新输入！', 'zw'],
    ['请输入正确的电子邮箱', 'yx'],
    ['请输入正确的固定电话号码', 'gddh'],
    ['参数 yx 不能为空', 'yx'],
    ['操作过于频繁，请稍后再试', null],
  ])('maps the server message "%s" to %s', (message, field) => {
    expect(serverFieldOf(message, userDetailHints)).toBe(field);
  });
});
