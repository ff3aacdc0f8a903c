import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  BUILT_IN_ROLES,
  MAIN_ACCOUNT_GRANTS,
  NO_GRANTS,
  accountAdminPaths,
  type MyPermissions,
} from '../../contract/permissions';
import { baseApi } from '../../app/api/baseApi';
import { navTree } from '../../app/employer/routes/navTree';
import {
  pathAllowed,
  routeAccess,
  routeAllowed,
  visibleNavTree,
} from '../../app/employer/routes/routeAccess';
import { flatRoutes, routeByName } from '../../app/employer/routes/routeIndex';
import type { RouteName } from '../../app/employer/routes/routeTable';
import { employerLoggedIn, emptyEmployerSession } from '../../app/session/employerSessionSlice';
import { userPermissions, usePermissions } from '../../app/session/permissions';
import { makeStore } from '../../app/store';
import { demoEmployer } from '../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, startMockApi } from './support/mockApi';

const server = startMockApi();
beforeEach(clearBrowserState);

const recruiter = BUILT_IN_ROLES.find((role) => role.id === 'recruiter')!.grants;
const readonly = BUILT_IN_ROLES.find((role) => role.id === 'readonly')!.grants;

describe('userPermissions', () => {
  const answer: MyPermissions = {
    isMain: false,
    grants: recruiter,
    roleName: '招聘专员',
    mainAccountName: '王经理',
  };

  it('grants nothing without a login, and nothing while the answer loads', () => {
    expect(userPermissions({ signedIn: false, answer: undefined, failed: false })).toMatchObject({
      grants: NO_GRANTS,
      isMain: false,
      isLoading: false,
    });
    expect(userPermissions({ signedIn: true, answer: undefined, failed: false })).toMatchObject({
      grants: NO_GRANTS,
      isLoading: true,
    });
  });

  it('takes the answer once read', () => {
    expect(userPermissions({ signedIn: true, answer, failed: false })).toEqual({
      ...answer,
      isLoading: false,
    });
  });

  it('offers everything when the answer cannot be read: the server still refuses what it must', () => {
    expect(userPermissions({ signedIn: true, answer: undefined, failed: true })).toMatchObject({
      grants: MAIN_ACCOUNT_GRANTS,
      isMain: true,
      isLoading: false,
    });
  });
});

describe('route permissions', () => {
  const permissionOf = (name: RouteName) => routeByName(name).permission;

  it.each([
    ['fbzpzw', 'recruiting', 'manage'],
    ['fbzpgg', 'recruiting', 'manage'],
    ['zpzwgl', 'recruiting', 'view'],
    ['zpgggl', 'recruiting', 'view'],
    ['sddjl', 'resumes', 'view'],
    ['rcjs', 'resumes', 'view'],
    ['jlglzxjlck', 'resumes', 'view'],
    ['xjhjbxx', 'talks', 'manage'],
    ['xjhsqcg', 'talks', 'manage'],
    ['xjhgl', 'talks', 'view'],
    ['ydzw', 'fairs', 'manage'],
    ['zphlb', 'fairs', 'view'],
    ['qysq', 'signing', 'manage'],
    ['sqdzz', 'signing', 'manage'],
    ['fsqyyq', 'signing', 'manage'],
    ['qygl', 'signing', 'view'],
    ['dwxxwh', 'account', 'view'],
    ['jsgl', 'account', 'view'],
    ['kszzh', 'account', 'view'],
    // Registering at other schools' sites speaks for the employer: an account matter.
    ['dlxxfz', 'account', 'view'],
  ] as const)('%s needs %s at %s', (name, section, level) => {
    expect(permissionOf(name)).toEqual({ section, level });
  });

  it("leaves every user's own pages open to all: home, chat, settings, messages, feedback, navigator", () => {
    const open = flatRoutes.filter((route) => route.parent === 'dwpage' && route.permission === undefined);
    expect(open.map((route) => route.name).sort()).toEqual(
      ['dwsypage', 'imchat', 'hdxx', 'wdrc', 'zhsz', 'xxzx', 'wtglckwt', 'xzdhy'].sort(),
    );
    for (const name of ['Login', 'wsdwyh', 'dwmobileHome', 'switchRole', 'Issue'] as const)
      expect(permissionOf(name)).toBeUndefined();
  });

  it('never asks a page for the signing level: signing is an action inside 签约管理', () => {
    expect(flatRoutes.filter((route) => route.permission?.level === 'sign')).toEqual([]);
  });

  it('opens a page by the grants', () => {
    expect(routeAllowed(routeByName('fbzpzw'), recruiter)).toBe(true);
    expect(routeAllowed(routeByName('fbzpzw'), readonly)).toBe(false);
    expect(routeAllowed(routeByName('zpzwgl'), readonly)).toBe(true);
    expect(routeAllowed(routeByName('kszzh'), recruiter)).toBe(false);
    expect(routeAllowed(routeByName('zhsz'), NO_GRANTS)).toBe(true);
  });

  it('waits for the grants before refusing, and lets a visitor without a login through to the login', () => {
    const kszzh = routeByName('kszzh');
    expect(routeAccess(kszzh, true, { grants: NO_GRANTS, isLoading: true })).toBe('loading');
    expect(routeAccess(kszzh, true, { grants: recruiter, isLoading: false })).toBe('forbidden');
    expect(routeAccess(kszzh, true, { grants: readonly, isLoading: false })).toBe('allowed');
    expect(routeAccess(kszzh, false, { grants: NO_GRANTS, isLoading: false })).toBe('allowed');
    expect(routeAccess(routeByName('zhsz'), true, { grants: NO_GRANTS, isLoading: true })).toBe('allowed');
  });

  it('shows a 招聘专员 no 签约中心 and no 账号管理: its own pages under 个人设置', () => {
    const tree = visibleNavTree(navTree, recruiter);
    expect(tree.map((group) => group.title)).toEqual([
      '首页',
      '招聘信息',
      '简历管理',
      '宣讲会',
      '招聘会',
      '个人设置',
      '校招导航员',
    ]);
    expect(tree.find((group) => group.key === 'zhgl')?.items.map((item) => item.title)).toEqual([
      '账号设置',
      '消息中心',
    ]);
  });

  it('shows a 只读 user the lists but not the publishing forms', () => {
    const recruiting = visibleNavTree(navTree, readonly).find((group) => group.key === 'zpxx');
    expect(recruiting?.items.map((item) => item.name)).toEqual(['zpzwgl', 'zpgggl']);
  });

  it('tells the shortcuts a user may follow by their paths', () => {
    expect(pathAllowed('/zpxx/fbzpzw', readonly)).toBe(false);
    expect(pathAllowed('/zpxx/zpzwgl?zt=1', readonly)).toBe(true);
    expect(pathAllowed('/qyzx/qygl', recruiter)).toBe(false);
    expect(pathAllowed('/switchRole', NO_GRANTS)).toBe(true);
    expect(pathAllowed('/wtfk', NO_GRANTS)).toBe(true);
  });
});

describe('reading the permissions', () => {
  const answerFor = (token: string | null): MyPermissions =>
    token === 'recruiter-token'
      ? { isMain: false, grants: recruiter, roleName: '招聘专员', mainAccountName: '王经理' }
      : { isMain: true, grants: MAIN_ACCOUNT_GRANTS, roleName: '主账号', mainAccountName: '王经理' };

  function renderPermissions() {
    const requests: (string | null)[] = [];
    server.use(
      http.get(accountAdminPaths.myPermissions, ({ request }) => {
        const token = request.headers.get('accessToken');
        requests.push(token);
        return HttpResponse.json(envelope(answerFor(token)));
      }),
    );
    const store = makeStore({ employerSession: { ...emptyEmployerSession, ...demoEmployer } });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const view = renderHook(() => usePermissions(), { wrapper });
    return { store, requests, ...view };
  }

  it("never shows a new login the previous user's grants", async () => {
    const { store, result } = renderPermissions();
    await waitFor(() => expect(result.current.isMain).toBe(true));
    act(() => {
      store.dispatch(employerLoggedIn({ ...demoEmployer, token: 'recruiter-token' }));
    });
    expect(result.current).toMatchObject({ isLoading: true, isMain: false, grants: NO_GRANTS });
    await waitFor(() => expect(result.current.grants).toEqual(recruiter));
  });

  it('reads them again when a call is refused for a missing permission (4030)', async () => {
    const { store, result, requests } = renderPermissions();
    await waitFor(() => expect(result.current.isMain).toBe(true));
    server.use(
      http.get('/com/zpgw/list', () =>
        HttpResponse.json(
          envelope(null, 4030, '当前账号没有“招聘信息·查看”权限，请联系单位主账号（王经理）开通'),
        ),
      ),
    );
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({
        probePermission: build.query<unknown, void>({ query: () => '/com/zpgw/list' }),
      }),
      overrideExisting: true,
    });
    await act(async () => {
      await store.dispatch(probe.endpoints.probePermission.initiate());
    });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([demoEmployer.token, demoEmployer.token]);
  });

  it('asks nothing without a login', () => {
    const requests: unknown[] = [];
    server.use(
      http.get(accountAdminPaths.myPermissions, () => {
        requests.push(1);
        return HttpResponse.json(envelope(null));
      }),
    );
    const store = makeStore({ employerSession: emptyEmployerSession });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current).toMatchObject({ isLoading: false, grants: NO_GRANTS });
    expect(requests).toEqual([]);
  });
});
