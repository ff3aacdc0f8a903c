import { navTree } from '../../app/employer/routes/navTree';
import { flatRoutes, matchRouteAt, pathTo, routeByName } from '../../app/employer/routes/routeIndex';
import { surveyExemptRouteNames } from '../../app/employer/routes/surveyExemptRoutes';
import type { RouteName } from '../../app/employer/routes/routeTable';

/** The questionnaire steps under /dwwjdc, in the route table's order. */
const QUESTIONNAIRE_STEPS = [
  'dwwjdc0.1',
  'dwwjdc0',
  'dwwjdc1',
  'dwwjdc2',
  'dwwjdc3',
  'dwwjdc4',
  'dwwjdc5',
  'dwwjdc5.1',
  'dwwjdc6',
  'dwwjdcwc',
];

/** Spec section 2, step 8, verbatim, with its two groups spelled out. */
const SPEC_EXEMPT = [
  'dwpage',
  'dwwjparent',
  ...QUESTIONNAIRE_STEPS,
  'Login',
  'dwlogin',
  'dwzc',
  'dwxxws',
  'wsdwyh',
  ...['dwwjmmpick', 'dwwjmmsrdwxx', 'dwwjmmsryzm', 'dwwjmmczmm', 'dwwjmmmmss'],
  'xjhjbxx',
  'bscdgl',
  'mscdgl',
  'sqxjhcd',
  'sqbmscd',
  'qrfpxx',
  'tbjxry',
  'xjhsqcg',
  'xjhgl',
  'dwmobileHome',
  'switchRole',
  'wtglckwt',
  'testModule',
  'AuthLogin',
  'xzdhy',
];

describe('route table', () => {
  it('names every route once', () => {
    const names = flatRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['wtlts', '/wtlts'],
    ['dwmobileHome', '/dwmobileHome'],
    ['switchRole', '/switchRole'],
    ['dwwjRoute', '/dwwjRoute'],
    ['Login', '/login/:xxdm/:mode'],
    ['AuthLogin', '/authlogin'],
    ['dwzc', '/dwzc/:xxdm'],
    ['dwlogin', '/dwlogin'],
    ['dwwxdl', '/dwwxdl/:xxdm'],
    ['pickdwxs', '/pickdwxs'],
    ['wsdwyh', '/wsdwyh'],
    ['dwwjmm', '/dwwjmm'],
    ['tongji', '/tongji'],
    ['dwpage', '/'],
    ['jlglzxjlck', '/jlgl/zxjlck'],
    ['dwwjparent', '/dwwjdc'],
    ['dwInterview', '/videoCall/interview'],
    ['dwJoinRoom', '/videoCall/joinRoom'],
    ['hiprint', '/hiprint'],
    ['hiprintpreview', '/hiprintpreview'],
    ['testModule', '/testModule'],
    ['dwwjmmpick', '/dwwjmm/pick'],
    ['dwwjmmmmss', '/dwwjmm/mmss'],
    ['dwwjdc0.1', '/dwwjdc/part0.1'],
    ['dwwjdc0', '/dwwjdc/part0'],
    ['dwwjdc5.1', '/dwwjdc/part5.1'],
    ['dwwjdcwc', '/dwwjdc/dwwjdcwc'],
    ['dwsypage', '/dwsy'],
    ['imchat', '/imchat'],
    ['xjhjbxx', '/xjh/jbxx'],
    ['qrfpxx', '/xjh/qrfpxx'],
    ['zphqrfpxx', '/zph/qrfpxx'],
    ['wtglckwt', '/wtgl/ckwt'],
    ['xzdhy', '/xzdhy'],
  ] as [RouteName, string][])('has %s at %s', (name, path) => {
    expect(routeByName(name).path).toBe(path);
  });

  it('has all 46 children of the employer shell and the issue page', () => {
    expect(flatRoutes.filter((route) => route.parent === 'dwpage')).toHaveLength(46);
    expect(routeByName('Issue').path).toBe('/wtfk');
  });

  it('hides the chat button on imchat and the public pages before the shell, and nowhere else in the shell', () => {
    const hiding = flatRoutes.filter((route) => route.hideChat);
    expect(hiding.filter((route) => route.parent === 'dwpage').map((route) => route.name)).toEqual([
      'imchat',
    ]);
    expect(hiding.map((route) => route.name)).toEqual([
      'switchRole',
      'Login',
      'AuthLogin',
      'dwzc',
      'dwlogin',
      'dwwxdl',
      'pickdwxs',
      'wsdwyh',
      'dwwjmm',
      'dwwjmmpick',
      'dwwjmmsrdwxx',
      'dwwjmmsryzm',
      'dwwjmmczmm',
      'dwwjmmmmss',
      'imchat',
      'dwwjparent',
      ...QUESTIONNAIRE_STEPS,
    ]);
  });

  it('gives every route a Chinese title', () => {
    for (const route of flatRoutes) expect(route.title).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('derives the survey-exempt list of spec section 2, step 8, exactly', () => {
    expect([...surveyExemptRouteNames].sort()).toEqual([...SPEC_EXEMPT].sort());
  });
});

describe('pathTo and matchRouteAt', () => {
  it('builds paths from names and params', () => {
    expect(pathTo('Login', { xxdm: '00000', mode: '1' })).toBe('/login/00000/1');
    expect(pathTo('dwwjdc0.1')).toBe('/dwwjdc/part0.1');
  });

  it.each([
    ['/login/10001/1', 'Login', { xxdm: '10001', mode: '1' }],
    ['/dwsy', 'dwsypage', {}],
    ['/zph/qrfpxx', 'zphqrfpxx', {}],
    ['/dwwjdc/part5.1', 'dwwjdc5.1', {}],
    ['/dwwjmm', 'dwwjmm', {}],
    ['/', 'dwpage', {}],
  ])('matches %s to %s', (pathname, name, params) => {
    const match = matchRouteAt(pathname);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toMatchObject(params);
  });

  it('matches an unknown path to nothing', () => {
    expect(matchRouteAt('/nope/nothing')).toBeNull();
  });
});

describe('side navigation', () => {
  it('groups the shell children in the spec section order', () => {
    expect(navTree.map((group) => group.title)).toEqual([
      '首页',
      '招聘信息',
      '简历管理',
      '宣讲会',
      '招聘会',
      '签约中心',
      '账号管理',
      '校招导航员',
    ]);
  });

  it('lists each section page once, by its full path', () => {
    const items = navTree.flatMap((group) => group.items);
    expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
    expect(navTree.find((group) => group.key === 'zpxx')?.items.map((item) => item.path)).toEqual([
      '/zpxx/fbzpzw',
      '/zpxx/fbzpgg',
      '/zpxx/zpzwgl',
      '/zpxx/zpgggl',
    ]);
  });

  it('lists the statistics page, outside the shell, under the home section', () => {
    const home = navTree.find((group) => group.key === 'dwsy')?.items ?? [];
    expect(home.find((item) => item.name === 'tongji')).toMatchObject({ title: '招聘统计', path: '/tongji' });
  });

  it('leaves out only the flow steps and results reached from inside a flow', () => {
    const inNav = new Set(navTree.flatMap((group) => group.items.map((item) => item.name)));
    const left = flatRoutes
      .filter((route) => route.parent === 'dwpage' && !inNav.has(route.name))
      .map((r) => r.name);
    expect(left.sort()).toEqual(
      ['qrfpxx', 'tbjxry', 'wtglckwt', 'xjhsqcg', 'ydzwcg', 'zphqrfpxx', 'zphtbjxry'].sort(),
    );
  });
});
