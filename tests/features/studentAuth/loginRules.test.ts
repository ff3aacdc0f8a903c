import {
  loginDestination,
  loginPathFor,
  loginSchoolCode,
  loginSource,
  passwordProblem,
  schoolCodeProblem,
  studentNumberProblem,
  studentUsername,
} from '../../../features/studentAuth/loginRules';

describe('the student login form’s checks', () => {
  it.each([
    ['', '请输入学校代码'],
    ['  ', '请输入学校代码'],
    ['123', '学校代码为5位数字'],
    ['1234a', '学校代码为5位数字'],
    ['00001', null],
    [' 10001 ', null],
  ])('school code %j: %j', (value, problem) => {
    expect(schoolCodeProblem(value)).toBe(problem);
  });

  it.each([
    ['', '请输入学号'],
    ['2021001', null],
    ['x'.repeat(35), null],
    ['x'.repeat(36), '学号不能超过35位'],
  ])('student number %j: %j', (value, problem) => {
    expect(studentNumberProblem(value)).toBe(problem);
  });

  it('asks for a password but does not judge it (the server does)', () => {
    expect(passwordProblem('')).toBe('请输入密码');
    expect(passwordProblem('1')).toBeNull();
  });

  it('sends the school code followed by the trimmed student number as the username', () => {
    expect(studentUsername(' 00001', ' 2021001 ')).toBe('000012021001');
  });
});

describe('the school a login is for', () => {
  it.each([
    ['00002', '00001', '00000', '00002'],
    ['abc', '00001', '00000', '00001'],
    [null, '00001', '00000', '00001'],
    [null, null, '10001', '10001'],
    [null, null, null, '00000'],
    ['', '', '', '00000'],
  ])('address %j, last school %j, main site %j: %j', (query, last, main, expected) => {
    expect(loginSchoolCode(query, last, main)).toBe(expected);
  });

  it('records the layout the student logged in through as the source', () => {
    expect(loginSource('desktop')).toBe('sc');
    expect(loginSource('phone')).toBe('mobile');
  });
});

describe('where a login goes and comes back to', () => {
  it.each([
    [null, '/'],
    ['/wdsq?page=2', '/wdsq?page=2'],
    ['/myResume#jy', '/myResume#jy'],
    ['/login?redirect=%2Fwdsq', '/'],
    ['/register', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
  ])('redirect %j goes to %j', (redirect, destination) => {
    expect(loginDestination(redirect)).toBe(destination);
  });

  it.each([
    [null, '/login'],
    ['/', '/login'],
    ['/login?x=1', '/login'],
    ['/wdsq?page=2', '/login?redirect=%2Fwdsq%3Fpage%3D2'],
  ])('the login for %j is %j', (returnTo, path) => {
    expect(loginPathFor(returnTo)).toBe(path);
  });
});
