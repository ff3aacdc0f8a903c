import { authPaths, employerHomePath } from '../../../features/auth/authPaths';
import {
  accountLookupRules,
  appealReasonRules,
  confirmPasswordRule,
  fieldHints,
  newPasswordRules,
  serverFieldOf,
} from '../../../features/auth/formRules';
import { matchRouteAt } from '../../../app/employer/routes/routeIndex';

const firstMessage = (rules: readonly ((value: string) => string | null)[], value: string) =>
  rules.map((rule) => rule(value)).find((message) => message !== null) ?? null;

const registrationHints = [
  fieldHints.tyshxydm,
  fieldHints.dwmc,
  fieldHints.lxr,
  fieldHints.yzm,
  fieldHints.sjhm,
  fieldHints.mm,
] as const;

describe('serverFieldOf puts a registration refusal under the field it is about', () => {
  it.each([
    ['统一社会信用代码应为18位', 'tyshxydm'],
    ['该统一社会信用代码已注册，请直接登录或找回密码', 'tyshxydm'],
    ['单位名称：存在非法字符select，请重新输入！', 'dwmc'],
    ['请输入联系人', 'lxr'],
    ['验证码错误', 'yzm'],
    ['验证码已失效，请重新获取', 'yzm'],
    ['该手机号已注册，请直接登录或找回密码', 'sjhm'],
    ['请输入正确的手机号码', 'sjhm'],
    ['8-20位，包含数字/大写字母/小写字母/特殊符号中的三类', 'mm'],
    ['存在三位连续的字母或数字，密码强度较弱，请重新设置', 'mm'],
    ['密码解密失败，请刷新页面后重试', 'mm'],
    ['参数 lxr 不能为空', 'lxr'],
    ['参数 tyshxydm 长度超出限制', 'tyshxydm'],
    ['学校站点不存在', null],
    ['操作过于频繁，请稍后再试（请 3 分钟后重试）', null],
    ['参数 xxdm 格式不正确', null],
  ])('%p -> %p', (message, field) => {
    expect(serverFieldOf(message, registrationHints)).toBe(field);
  });
});

it('puts an appeal refusal about the reason under the reason field', () => {
  const appealHints = [fieldHints.tyshxydm, fieldHints.dwmc, fieldHints.lxr, fieldHints.ssly] as const;
  expect(serverFieldOf('申诉理由：存在非法字符select，请重新输入！', appealHints)).toBe('ssly');
  expect(serverFieldOf('参数 ssly 长度超出限制', appealHints)).toBe('ssly');
});

describe('field rules', () => {
  it.each([
    ['', '请填写申诉理由'],
    ['注册手机号已停用', null],
    ["手机号'停用'", "存在非法字符'，请重新输入！"],
    ['请 select 一下', '存在非法字符select，请重新输入！'],
  ])('an appeal reason %p -> %p', (value, expected) => {
    expect(firstMessage(appealReasonRules, value)).toBe(expected);
  });

  it.each([
    [3, 'Abc12345', '存在三位连续的字母或数字，密码强度较弱，请重新设置'],
    [3, 'Zhaopin#2024', null],
    [3, 'zhaopin2024', '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类'],
    [2, 'zhaopin2024', null],
    [4, 'Zhaopin2024', '8-20位，包含数字/大写字母/小写字母/特殊符号中的四类'],
    [3, '', '请输入密码'],
    [3, 'Zhaopin#2024密', '密码只能输入英文字符，请重新输入'],
  ] as const)('a new password at level %p: %p -> %p', (level, value, expected) => {
    expect(firstMessage(newPasswordRules(level), value)).toBe(expected);
  });

  it.each([
    ['Zhaopin#2024', '', '请再次输入密码'],
    ['Zhaopin#2024', 'Zhaopin#2025', '两次输入的密码不一致'],
    ['Zhaopin#2024', 'Zhaopin#2024', null],
  ])('confirming %p with %p -> %p', (password, confirmation, expected) => {
    expect(confirmPasswordRule(password, confirmation)).toBe(expected);
  });

  it.each([
    ['', '请输入注册手机号或统一社会信用代码'],
    ['13800000000', null],
    ['91110108MA01HM2K7W', null],
    ['91110108ma01hm2k7w', null],
    ['1380000', '请输入正确的手机号码或统一社会信用代码'],
  ])('looking an account up by %p -> %p', (value, expected) => {
    expect(firstMessage(accountLookupRules, value)).toBe(expected);
  });
});

describe('authPaths name real routes of the route table', () => {
  it.each([
    [authPaths.desktopHome, 'dwsypage'],
    [authPaths.phoneHome, 'dwmobileHome'],
    [authPaths.login('00000'), 'Login'],
    [authPaths.login('00000', '/zpxx/zpzwgl'), 'Login'],
    [authPaths.registration('00000'), 'dwzc'],
    [authPaths.weChatLogin('00000'), 'dwwxdl'],
    [authPaths.weChatLogin('00000', '/dwmobileHome'), 'dwwxdl'],
    [authPaths.forgotPassword.pick('00000'), 'dwwjmmpick'],
    [authPaths.forgotPassword.employerInfo('00000'), 'dwwjmmsrdwxx'],
    [authPaths.forgotPassword.code('00000'), 'dwwjmmsryzm'],
    [authPaths.forgotPassword.reset('00000'), 'dwwjmmczmm'],
    [authPaths.forgotPassword.appeal('00000'), 'dwwjmmmmss'],
    [authPaths.feedback, 'Issue'],
    [authPaths.pickEmployer, 'pickdwxs'],
  ])('%p is route %p', (path, name) => {
    expect(matchRouteAt(path.split('?')[0] ?? path)?.route.name).toBe(name);
  });

  it('sends a login with a redirect in mode 1, carrying the encoded path', () => {
    expect(authPaths.login('10001', '/jlgl/sddjl?page=2')).toBe(
      '/login/10001/1?redirect=%2Fjlgl%2Fsddjl%3Fpage%3D2',
    );
  });

  it('keeps the school of the forgot-password flow and the redirect of the WeChat login in the query', () => {
    expect(authPaths.forgotPassword.code('10001')).toBe('/dwwjmm/sryzm?xxdm=10001');
    expect(authPaths.weChatLogin('10001', '/jlgl/sddjl?page=2')).toBe(
      '/dwwxdl/10001?redirect=%2Fjlgl%2Fsddjl%3Fpage%3D2',
    );
  });

  it('starts employers at the phone home on phones and the desktop home elsewhere', () => {
    expect(employerHomePath(true)).toBe('/dwmobileHome');
    expect(employerHomePath(false)).toBe('/dwsy');
  });
});
