import { safeRedirectPath } from '../../../features/auth/redirectPath';

const origin = 'https://jy.example.edu.cn';

describe('safeRedirectPath', () => {
  it.each([
    ['an app path', '/zpxx/zpzwgl', '/zpxx/zpzwgl'],
    ['an app path with query and hash', '/videoCall/joinRoom?room=7#top', '/videoCall/joinRoom?room=7#top'],
    ['a browser path under the /dwpage base', '/dwpage/jlgl/sddjl?page=2', '/jlgl/sddjl?page=2'],
    ['the bare base', '/dwpage', '/'],
    ['an absolute URL of this origin under /dwpage', `${origin}/dwpage/xjh/xjhgl`, '/xjh/xjhgl'],
    ['the home', '/', '/'],
  ])('follows %s', (_, value, expected) => {
    expect(safeRedirectPath(value, origin)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative URL', '//evil.example.com/dwpage/dwsy'],
    ['a backslash trick', '/\\evil.example.com'],
    ['a tab hidden in the slashes', '/\t/evil.example.com'],
    ['another origin', 'https://evil.example.com/dwpage/dwsy'],
    ['another port of the same host', 'https://jy.example.edu.cn:8443/dwpage/dwsy'],
    ['plain http of the same host', 'http://jy.example.edu.cn/dwpage/dwsy'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a slash', 'dwsy'],
    ['a page of this origin outside the app', `${origin}/sc/login`],
    ['the login page itself', '/login/00000/1?redirect=%2Fdwsy'],
    ['the employer login page', '/dwlogin'],
    ['the registration page', '/dwzc/00000'],
    ['the WeChat login page', '/dwpage/dwwxdl/00000'],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });

  it('does not mistake a page whose name starts like a login page for one', () => {
    expect(safeRedirectPath('/loginHistory', origin)).toBe('/loginHistory');
  });
});
