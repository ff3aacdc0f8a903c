import { STUDENT_PORTAL_BASES, studentPages } from '../../../contract/studentPortal';
import {
  portalBasename,
  portalLayoutOf,
  withoutPortalBasename,
} from '../../../app/student/routes/portalAddress';
import { studentPresence } from '../../../app/student/routes/portalSession';
import { navPages, shellPages, studentRouteTable } from '../../../app/student/routes/routeTable';
import { emptyStudentSession } from '../../../app/session/studentSessionSlice';

describe('the portal’s route table', () => {
  it('serves the addresses the spec’s student client sends people to', () => {
    const [login, register] = studentRouteTable;
    expect(login.path).toBe('/login');
    expect(register.path).toBe('/register');
    expect(shellPages.find((page) => page.name === 'myResume')?.fullPath).toBe('/myResume');
    expect(`${STUDENT_PORTAL_BASES.desktop.slice(0, -1)}${studentPages.register}`).toBe('/sc/register');
    expect(`${STUDENT_PORTAL_BASES.phone.slice(0, -1)}${studentPages.register}`).toBe('/mobile/register');
  });

  it('navigates 首页, 职位搜索, 宣讲会, 我的申请, 我的简历, 消息, 账号 in that order, with short phone tabs', () => {
    expect(navPages.map((page) => page.title)).toEqual([
      '首页',
      '职位搜索',
      '宣讲会',
      '我的申请',
      '我的简历',
      '消息',
      '账号',
    ]);
    expect(navPages.map((page) => page.nav?.tab)).toEqual([
      '首页',
      '职位',
      '宣讲',
      '申请',
      '简历',
      '消息',
      '账号',
    ]);
    expect(navPages.map((page) => page.fullPath)).toEqual([
      '/',
      '/zpgw',
      '/xjh',
      '/wdsq',
      '/myResume',
      '/xxzx',
      '/zhsz',
    ]);
  });

  it('gives every page a unique name and path, and every detail page a navigation item that exists', () => {
    const names = [...studentRouteTable.map((node) => node.name), ...shellPages.map((page) => page.name)];
    expect(new Set(names).size).toBe(names.length);
    const paths = shellPages.map((page) => page.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of shellPages.filter((node) => node.navOf !== undefined))
      expect(navPages.map((nav) => nav.name)).toContain(page.navOf);
  });

  it('loads each screen as a module with a default-exported component', async () => {
    for (const node of [...studentRouteTable.slice(0, 2), ...shellPages]) {
      const module = await node.screen();
      expect(typeof module.default).toBe('function');
    }
  }, 30_000);
});

describe('the portal’s address', () => {
  it.each([
    ['/mobile', 'phone'],
    ['/mobile/', 'phone'],
    ['/mobile/register', 'phone'],
    ['/sc/', 'desktop'],
    ['/sc/myResume', 'desktop'],
    ['/mobilex/', 'desktop'],
  ] as const)('%s is laid out for %s', (pathname, layout) => {
    expect(portalLayoutOf(pathname)).toBe(layout);
  });

  it('strips the layout’s basename', () => {
    expect(portalBasename('desktop')).toBe('/sc');
    expect(portalBasename('phone')).toBe('/mobile');
    expect(withoutPortalBasename('/sc', 'desktop')).toBe('/');
    expect(withoutPortalBasename('/mobile/wdsq', 'phone')).toBe('/wdsq');
    expect(withoutPortalBasename('/other', 'phone')).toBe('/other');
  });
});

describe('whether the page knows of a student session', () => {
  it.each([
    [{ token: 'stok' }, 'known'],
    [{ name: '李明' }, 'known'],
    [{ schoolCode: '00000' }, 'unknown'],
    [{ schoolCode: '00000', from: 'sc' }, 'unknown'],
    [{}, 'none'],
    [{ from: 'sc' }, 'none'],
  ])('%j: %s', (session, presence) => {
    expect(studentPresence({ ...emptyStudentSession, ...session })).toBe(presence);
  });
});
