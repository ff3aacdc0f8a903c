import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { App } from '../../../app/student/App';
import { createStudentRouter } from '../../../app/student/routes/createStudentRouter';
import { handleStudentSessions } from '../../../app/student/sessionEvents';
import { emptyStudentSession } from '../../../app/session/studentSessionSlice';
import { initialSiteState } from '../../../app/site/siteSlice';
import { makeStore, type RootState } from '../../../app/store';
import { studentPaths } from '../../../contract/student';
import type { StudentPortalLayout } from '../../../contract/studentPortal';
import { sitePaths } from '../../../contract/site';
import { demoSiteSetting } from '../../../stories/mocks/handlers/site';
import {
  DEMO_STUDENT_NUMBER,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENT_TOKEN,
  demoStudent,
  resetStudentMocks,
} from '../../../stories/mocks/handlers/studentAccount';
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
  resetStudentMocks();
});
const disposers: (() => void)[] = [];
afterEach(() => {
  act(() => {
    resetFeedback();
  });
  for (const dispose of disposers.splice(0)) dispose();
});

const slow = { timeout: 8000 };

type Session = Partial<RootState['studentSession']>;

/** The portal as main.tsx wires it, at a portal path of one layout, on a fresh store. */
function renderPortal(
  path: string,
  { layout = 'desktop', session = {} }: { layout?: StudentPortalLayout; session?: Session } = {},
) {
  const store = makeStore({
    device: { isPhone: layout === 'phone' },
    site: { ...initialSiteState, zzxxdm: '00000' },
    studentSession: { ...emptyStudentSession, ...session },
  });
  const page = { assign: jest.fn(), reload: jest.fn() };
  const router = createStudentRouter({ store, layout, page, initialEntries: [path] });
  const stop = handleStudentSessions(store);
  disposers.push(() => {
    stop();
    router.dispose();
  });
  render(<App store={store} router={router} />);
  const base = layout === 'phone' ? '/mobile' : '/sc';
  const portalPath = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.replace(base, '') || '/'}${search}`;
  };
  return { store, router, page, portalPath, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password = DEMO_STUDENT_PASSWORD) {
  const form = within(await screen.findByRole('form', { name: '学生登录' }, slow));
  await user.type(form.getByRole('textbox', { name: '学号' }), DEMO_STUDENT_NUMBER);
  await user.type(form.getByLabelText(/^\*?密码$/), password);
  await user.click(form.getByRole('button', { name: '登录' }));
}

describe('the portal without a session', () => {
  it('sends a portal page to the login, which logs in with the encrypted password and comes back', async () => {
    const { user, portalPath, store } = renderPortal('/zhsz?tab=1');
    await screen.findByRole('heading', { name: '学生登录', level: 1 }, slow);
    expect(portalPath()).toBe('/login?redirect=%2Fzhsz%3Ftab%3D1');
    expect(screen.getByRole('textbox', { name: '学校代码' })).toHaveValue('00000');
    await logIn(user);
    expect(await screen.findByRole('heading', { name: '账号', level: 1 }, slow)).toBeInTheDocument();
    expect(portalPath()).toBe('/zhsz?tab=1');
    expect(store.getState().studentSession).toMatchObject({
      token: DEMO_STUDENT_TOKEN,
      schoolCode: '00000',
      from: 'sc',
      name: demoStudent.name,
    });
    // Spec section 4: school code and source in 1-day cookies (the token cookie is the server's).
    expect(Cookies.get('schoolCode')).toBe('00000');
    expect(Cookies.get('from')).toBe('sc');
  });

  it('posts the school code + student number and a password the server can decrypt, form-encoded', async () => {
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === studentPaths.login) bodies.push(await request.clone().text());
    });
    const { user } = renderPortal('/login?xxdm=00000');
    await logIn(user);
    await screen.findByRole('heading', { name: '首页', level: 1 }, slow);
    const form = new URLSearchParams(bodies[0]);
    expect(form.get('username')).toBe(`00000${DEMO_STUDENT_NUMBER}`);
    expect(form.get('password')).not.toBe(DEMO_STUDENT_PASSWORD);
    server.events.removeAllListeners();
  });

  it('keeps the student on the login after a wrong password, saying so over the form', async () => {
    const { user, portalPath, store } = renderPortal('/');
    await logIn(user, 'Wrong#2024');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('用户名或密码错误');
    expect(portalPath()).toBe('/login');
    expect(store.getState().studentSession.token).toBeNull();
  });

  it('starts the login with the school the address names, in that school’s colour', async () => {
    server.use(
      http.get(`${sitePaths.siteSettings}/:xxdm`, ({ params }) =>
        HttpResponse.json(envelope([{ ...demoSiteSetting, xxdm: String(params.xxdm), wzzsd: '#8e1b1b' }])),
      ),
    );
    renderPortal('/login?xxdm=00001');
    expect(await screen.findByRole('textbox', { name: '学校代码' }, slow)).toHaveValue('00001');
    await waitFor(
      () => expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#8e1b1b'),
      slow,
    );
  });

  it('shows the registration landing without a session: no form, the way back to the login', async () => {
    renderPortal('/register?xxdm=00001', { layout: 'phone' });
    expect(await screen.findByRole('heading', { name: '学生账号注册' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute(
      'href',
      '/mobile/login?xxdm=00001',
    );
  });
});

describe('a reloaded page (the token cookie is HttpOnly, only the school cookie is readable)', () => {
  it('asks the server once and stays on the page while the session lives', async () => {
    resetStudentMocks({ session: true });
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === studentPaths.profile) asked += 1;
    });
    const { portalPath } = renderPortal('/', { session: { schoolCode: '00000' } });
    expect(await screen.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByText(`你好，${demoStudent.name}`, {}, slow)).toBeInTheDocument();
    expect(portalPath()).toBe('/');
    expect(asked).toBe(1);
    server.events.removeAllListeners();
  });

  it('goes to the login when the session has ended, without reloading the page again', async () => {
    const { portalPath, page } = renderPortal('/zhsz', { session: { schoolCode: '00000' } });
    await screen.findByRole('heading', { name: '学生登录', level: 1 }, slow);
    expect(portalPath()).toBe('/login?redirect=%2Fzhsz');
    expect(page.reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes on from the login to the home when the session still lives', async () => {
    resetStudentMocks({ session: true });
    const { portalPath } = renderPortal('/login', { session: { schoolCode: '00000' } });
    expect(await screen.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeInTheDocument();
    expect(portalPath()).toBe('/');
  });
});

describe('the portal with a session', () => {
  const loggedIn = { token: DEMO_STUDENT_TOKEN, schoolCode: '00000', from: 'sc' };

  it('shows the desktop shell at /sc/: site, the student, 退出登录, the seven sections, the home', async () => {
    renderPortal('/', { session: loggedIn });
    expect(await screen.findByRole('heading', { name: '首页', level: 1 }, slow)).toBeInTheDocument();
    expect(await screen.findByText(`你好，${demoStudent.name}`, {}, slow)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: '学生中心导航' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/sc',
      '/sc/zpgw',
      '/sc/xjh',
      '/sc/wdsq',
      '/sc/myResume',
      '/sc/xxzx',
      '/sc/zhsz',
    ]);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('lays the same pages out for phones at /mobile/, with a tab bar', async () => {
    renderPortal('/xxzx', { layout: 'phone', session: { ...loggedIn, from: 'mobile' } });
    expect(await screen.findByRole('heading', { name: '消息' }, slow)).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: '学生中心导航' }));
    // The tab's name also says the unread count (消息，3 条未读).
    expect(tabs.getByRole('link', { name: /^消息/ })).toHaveAttribute('href', '/mobile/xxzx');
    expect(tabs.getByRole('link', { name: /^消息/ })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mobile',
      '/mobile/zpgw',
      '/mobile/xjh',
      '/mobile/wdsq',
      '/mobile/myResume',
      '/mobile/xxzx',
      '/mobile/zhsz',
    ]);
  });

  it('goes on from the login page to where it was asked to', async () => {
    const { portalPath } = renderPortal('/login?redirect=%2Fzhsz', { session: loggedIn });
    expect(await screen.findByRole('heading', { name: '账号', level: 1 }, slow)).toBeInTheDocument();
    expect(portalPath()).toBe('/zhsz');
  });

  it('logs out: the server is told, the session cookies go, the login shows for the same school', async () => {
    let loggedOut = false;
    server.use(
      http.post(studentPaths.logout, () => {
        loggedOut = true;
        return HttpResponse.json(envelope(null, 200, '已退出登录'));
      }),
    );
    Cookies.set('schoolCode', '00000');
    Cookies.set('from', 'sc');
    const { user, store, portalPath } = renderPortal('/', { session: loggedIn });
    await screen.findByRole('heading', { name: '首页', level: 1 }, slow);
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('heading', { name: '学生登录', level: 1 }, slow);
    expect(loggedOut).toBe(true);
    expect(portalPath()).toBe('/login?xxdm=00000');
    expect(store.getState().studentSession).toEqual(emptyStudentSession);
    expect(Cookies.get('schoolCode')).toBeUndefined();
    expect(Cookies.get('from')).toBeUndefined();
  });
});
