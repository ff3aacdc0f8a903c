import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { App } from '../../../app/school/App';
import { createConsoleRouter } from '../../../app/school/routes/createConsoleRouter';
import { handleStaffSessions } from '../../../app/school/sessionExpiry';
import { STAFF_TOKEN_COOKIE } from '../../../app/session/staffSessionStorage';
import { initialSiteState } from '../../../app/site/siteSlice';
import { makeStore, type RootState } from '../../../app/store';
import { consolePaths } from '../../../contract/console';
import { sitePaths } from '../../../contract/site';
import {
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOKEN,
  resetConsoleMocks,
} from '../../../stories/mocks/handlers/console';
import { demoSiteSetting } from '../../../stories/mocks/handlers/site';
import { resetFeedback } from '../../../ui/Feedback';
import { installWebCrypto } from '../../features/support';
import { installBrowserShims } from '../support/browserShims';
import { clearBrowserState, envelope, startMockApi } from '../support/mockApi';

const server = startMockApi();
beforeAll(() => {
  installBrowserShims();
  installWebCrypto();
});
jest.setTimeout(30_000);
beforeEach(() => {
  clearBrowserState();
  resetConsoleMocks();
});
const disposers: (() => void)[] = [];
afterEach(() => {
  act(() => {
    resetFeedback();
  });
  for (const dispose of disposers.splice(0)) dispose();
});

const slow = { timeout: 8000 };

/** The console as main.tsx wires it, at a console path, on a fresh store. */
function renderConsole(
  path: string,
  { token = null, xxdm = '00000' }: { token?: string | null; xxdm?: string | null } = {},
) {
  const preloaded: Partial<RootState> = {
    site: { ...initialSiteState, zzxxdm: '00000' },
    staffSession: { token, xxdm },
  };
  const store = makeStore(preloaded);
  const router = createConsoleRouter({ store, initialEntries: [path] });
  const stop = handleStaffSessions(store, router);
  disposers.push(() => {
    stop();
    router.dispose();
  });
  render(<App store={store} router={router} />);
  const consolePath = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.replace(/^\/mgrpage/, '')}${search}`;
  };
  return { store, router, consolePath, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password = DEMO_STAFF_PASSWORD) {
  const form = within(await screen.findByRole('form', { name: '管理员登录' }, slow));
  await user.type(form.getByRole('textbox', { name: '用户名' }), DEMO_STAFF.yhm);
  await user.type(form.getByLabelText(/^\*?密码$/), password);
  await user.click(form.getByRole('button', { name: '登录' }));
}

describe('the console without a session', () => {
  it('sends every page to the login, which logs in with the encrypted password and comes back', async () => {
    const { user, consolePath, store } = renderConsole('/zpgw?zt=3');
    await screen.findByRole('heading', { name: '管理员登录', level: 1 }, slow);
    expect(consolePath()).toBe('/login?redirect=%2Fzpgw%3Fzt%3D3');
    expect(screen.getByRole('textbox', { name: '学校代码' })).toHaveValue('00000');
    await logIn(user);
    expect(await screen.findByRole('heading', { name: '职位审核', level: 1 }, slow)).toBeInTheDocument();
    expect(consolePath()).toBe('/zpgw?zt=3');
    expect(screen.getByRole('tab', { name: '已驳回' })).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().staffSession).toEqual({ token: DEMO_STAFF_TOKEN, xxdm: '00000' });
    expect(Cookies.get(STAFF_TOKEN_COOKIE)).toBe(DEMO_STAFF_TOKEN);
  });

  it('starts a browser that never logged in with the main site’s code', async () => {
    server.use(http.post(sitePaths.mainSchoolCode, () => HttpResponse.json(envelope('10001'))));
    const store = makeStore({ staffSession: { token: null, xxdm: null } });
    const router = createConsoleRouter({ store, initialEntries: ['/login'] });
    disposers.push(() => router.dispose());
    render(<App store={store} router={router} />);
    expect(await screen.findByRole('textbox', { name: '学校代码' }, slow)).toHaveValue('10001');
  });

  it('keeps the person on the login after a wrong password, saying so', async () => {
    const { user, consolePath } = renderConsole('/');
    await logIn(user, 'Wrong#2024');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('用户名或密码错误');
    expect(consolePath()).toBe('/login');
  });
});

describe('the console with a session', () => {
  it('shows the shell: site, staff member, the sections, and the page’s title', async () => {
    renderConsole('/', { token: DEMO_STAFF_TOKEN });
    expect(await screen.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByText(DEMO_STAFF.xm, {}, slow)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: '管理端导航' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '首页',
      '单位审核',
      '职位审核',
      '公告审核',
      '宣讲会审核',
      '场地管理',
      '展位预订审核',
      '不诚信申诉',
      '招聘会管理',
      '站点设置',
      '网站内容',
    ]);
  });

  it('goes on from the login page to where it was asked to', async () => {
    const { consolePath } = renderConsole('/login?redirect=%2Fsz', { token: DEMO_STAFF_TOKEN });
    expect(await screen.findByRole('heading', { name: '站点设置', level: 1 }, slow)).toBeInTheDocument();
    expect(consolePath()).toBe('/sz');
  });

  it('ends the session on code 42 and sends the reviewer to the login, coming back afterwards', async () => {
    server.use(
      http.get(consolePaths.staffInfo, () => HttpResponse.json(envelope(null, 42, '登录已失效，请重新登录'))),
    );
    const { consolePath, store } = renderConsole('/dw?zt=2', { token: 'stale-token' });
    await screen.findByRole('heading', { name: '管理员登录', level: 1 }, slow);
    expect(consolePath()).toBe('/login?redirect=%2Fdw%3Fzt%3D2');
    expect(store.getState().staffSession).toEqual({ token: null, xxdm: '00000' });
  });

  it('logs out: the server is told, the token goes, the login shows', async () => {
    let loggedOut = false;
    server.use(
      http.post(consolePaths.logout, () => {
        loggedOut = true;
        return HttpResponse.json(envelope(null, 200, '已退出登录'));
      }),
    );
    const { user, store, consolePath } = renderConsole('/', { token: DEMO_STAFF_TOKEN });
    await screen.findByRole('heading', { name: '首页', level: 1 }, slow);
    await user.click(screen.getByRole('button', { name: '退出' }));
    await screen.findByRole('heading', { name: '管理员登录', level: 1 }, slow);
    expect(loggedOut).toBe(true);
    expect(consolePath()).toBe('/login');
    expect(store.getState().staffSession.token).toBeNull();
  });

  it('wears the colour of its site, and a saved colour at once', async () => {
    let colour = '#8e1b1b';
    server.use(
      http.get(`${sitePaths.siteSettings}/:xxdm`, () =>
        HttpResponse.json(envelope([{ ...demoSiteSetting, wzzsd: colour }])),
      ),
    );
    const { user } = renderConsole('/sz', { token: DEMO_STAFF_TOKEN });
    const primary = () => document.documentElement.style.getPropertyValue('--color-primary');
    await waitFor(() => expect(primary()).toBe('#8e1b1b'), slow);
    const form = within(await screen.findByRole('form', { name: '站点设置' }, slow));
    const field = form.getByRole('textbox', { name: '网站主色调' });
    await user.clear(field);
    await user.type(field, '#0a6640');
    colour = '#0a6640';
    await user.click(form.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(primary()).toBe('#0a6640'), slow);
  });
});
