import {
  initialSchoolCode,
  loginDestination,
  loginPathFor,
  loginRefusalField,
  passwordProblem,
  schoolCodeProblem,
  usernameProblem,
} from '../../../features/console/loginRules';

describe('the console login form', () => {
  it.each([
    ['', '请输入学校代码'],
    ['   ', '请输入学校代码'],
    ['1234', '学校代码为5位数字'],
    ['123456', '学校代码为5位数字'],
    ['1234a', '学校代码为5位数字'],
    ['00000', null],
    [' 10001 ', null],
  ])('school code %j -> %j', (value, message) => {
    expect(schoolCodeProblem(value)).toBe(message);
  });

  it('asks for a user name of at most 50 characters (中文 counting one each)', () => {
    expect(usernameProblem(' ')).toBe('请输入用户名');
    expect(usernameProblem('张'.repeat(50))).toBeNull();
    expect(usernameProblem('张'.repeat(51))).toBe('用户名不能超过50个字');
  });

  it('asks for a password, spaces included as typed', () => {
    expect(passwordProblem('')).toBe('请输入密码');
    expect(passwordProblem(' ')).toBeNull();
  });

  it('puts a refusal at the field it names, and the pair refusal and lockouts over the form', () => {
    expect(loginRefusalField('学校站点不存在')).toBe('xxdm');
    expect(loginRefusalField('参数 xxdm 格式不正确')).toBe('xxdm');
    expect(loginRefusalField('参数 yhm 不能为空')).toBe('yhm');
    expect(loginRefusalField('用户名或密码错误')).toBeNull();
    expect(loginRefusalField('登录失败次数过多，请 15 分钟后再试')).toBeNull();
  });

  it('starts with the last school code used, else the main site, else nothing', () => {
    expect(initialSchoolCode('10001', '00000')).toBe('10001');
    expect(initialSchoolCode(null, '00000')).toBe('00000');
    expect(initialSchoolCode(null, null)).toBe('');
  });
});

describe('where a login goes', () => {
  const go = (redirect: string | null) => loginDestination(redirect, '/login', '/');

  it('goes to the console page asked for, with its query', () => {
    expect(go('/zpgw?zt=3&page=2')).toBe('/zpgw?zt=3&page=2');
    expect(go('/dw/dw1001')).toBe('/dw/dw1001');
  });

  it.each([
    null,
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'zpgw',
    '/login',
    '/login?x=1',
  ])('goes home instead of %j', (redirect) => {
    expect(go(redirect)).toBe('/');
  });

  it('asks the login to come back to a page, but not to the home or the login itself', () => {
    expect(loginPathFor('/login', '/zpgw?zt=3', '/')).toBe('/login?redirect=%2Fzpgw%3Fzt%3D3');
    expect(loginPathFor('/login', '/', '/')).toBe('/login');
    expect(loginPathFor('/login', '/login?redirect=%2Fdw', '/')).toBe('/login');
    expect(loginPathFor('/login', null, '/')).toBe('/login');
  });
});
