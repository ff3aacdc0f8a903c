import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../app/api/baseApi';
import { emptyEmployerSession, employerLoggedIn } from '../../app/session/employerSessionSlice';
import { makeStore, type RootState } from '../../app/store';
import { resetFeedback } from '../../ui/Feedback';
import { demoEmployer } from '../../stories/mocks/handlers/session';
import { installBrowserShims } from './support/browserShims';
import { clearBrowserState, envelope, recording, startMockApi } from './support/mockApi';
import { disposeApps, renderApp } from './support/renderApp';

const server = startMockApi();
beforeAll(installBrowserShims);
// Whole-app renders: each test mounts the shell, its lazy screens and the guard's calls.
jest.setTimeout(20_000);
beforeEach(clearBrowserState);
afterEach(() => {
  resetFeedback();
  disposeApps();
});

/** The first render loads (and, in jest, compiles) the shell's modules: allow it time. */
const findHeading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 });

const loggedIn: Partial<RootState> = { employerSession: { ...emptyEmployerSession, ...demoEmployer } };

describe('the app router', () => {
  it('shows the login page at /login/00000/1 after loading the site basics', async () => {
    const { store, appPath } = renderApp('/login/00000/1');
    expect(await findHeading('登录')).toBeInTheDocument();
    expect(appPath()).toBe('/login/00000/1');
    expect(store.getState().site.zzxxdm).toBe('00000');
    await waitFor(() => expect(document.title).toBe('登录 - 高校毕业生就业信息网'));
  });

  it("wears the colours of the school the login page names, not the fallback school's", async () => {
    server.use(
      http.get('/web/wsjysc/wzsy/getWzsz/:xxdm', ({ params }) =>
        HttpResponse.json(
          envelope([
            {
              xxdm: String(params.xxdm),
              wzmc: '第二学校',
              mbid: '1',
              wzzsd: params.xxdm === '20002' ? '#aa0000' : '#1e6fd9',
            },
          ]),
        ),
      ),
    );
    const { store } = renderApp('/login/20002/1');
    expect(await findHeading('登录')).toBeInTheDocument();
    expect(store.getState().site.setting).toMatchObject({ xxdm: '20002', wzzsd: '#aa0000' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#aa0000');
    await waitFor(() => expect(document.title).toBe('登录 - 第二学校'));
  });

  it('sends a logged-in employer from the login page to the home, without a history entry for it', async () => {
    const { router, appPath } = renderApp('/login/00000/1', loggedIn);
    expect(await findHeading(`欢迎，${demoEmployer.dwmc}`)).toBeInTheDocument();
    expect(appPath()).toBe('/dwsy');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("right after a login on the login page, the next page's guard calls carry the new token", async () => {
    // The address bar shows the login page until the navigation away from it has finished.
    window.history.replaceState(null, '', '/dwpage/login/00000/1');
    const { store, router, appPath } = renderApp('/login/00000/1?redirect=%2Fzpxx%2Fzpzwgl');
    await findHeading('登录');
    const flagsSwitch = recording('get', '/com/wjdc/hqwjkg', () => envelope(false));
    server.use(flagsSwitch.handler);
    store.dispatch(employerLoggedIn(demoEmployer));
    await act(() => router.navigate('/zpxx/zpzwgl'));
    expect(flagsSwitch.calls[0]?.headers.get('accessToken')).toBe(demoEmployer.token);
    expect(appPath()).toBe('/zpxx/zpzwgl');
    expect(store.getState().employerSession.token).toBe(demoEmployer.token);
    window.history.replaceState(null, '', '/');
  });

  it('forwards the bare shell path to the home', async () => {
    const { appPath } = renderApp('/', loggedIn);
    await findHeading(`欢迎，${demoEmployer.dwmc}`);
    expect(appPath()).toBe('/dwsy');
  });

  it('registers later screens with their title and an honest notice', async () => {
    renderApp('/qyzx/qysq', loggedIn);
    expect(await findHeading('签约授权')).toBeInTheDocument();
    expect(screen.getByText('该功能暂未开放')).toBeInTheDocument();
  });

  it('sends a visitor without a token from a video room to the login, coming back afterwards', async () => {
    const { appPath } = renderApp('/videoCall/joinRoom?room=7');
    await findHeading('登录');
    expect(appPath()).toBe('/login/00000/1?redirect=%2FvideoCall%2FjoinRoom%3Froom%3D7');
  });

  it('sends a visitor without a session from the employer shell to the login', async () => {
    const { appPath } = renderApp('/dwsy');
    await findHeading('登录');
    expect(appPath()).toBe('/login/00000/1?redirect=%2Fdwsy');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await findHeading('页面不存在')).toBeInTheDocument();
  });

  it('ignores navigation to the page already shown', async () => {
    const { router, appPath } = renderApp('/zpxx/zpzwgl', loggedIn);
    await findHeading('招聘职位管理');
    const key = router.state.location.key;
    await act(() => router.navigate('/zpxx/zpzwgl'));
    expect(router.state.location.key).toBe(key);
    await act(() => router.navigate('/zpxx/fbzpzw'));
    expect(appPath()).toBe('/zpxx/fbzpzw');
  });

  it('rejects a navigation blocked by a required survey whose address fails, staying on the page', async () => {
    const { router, user, appPath } = renderApp('/dwsy', loggedIn);
    await findHeading(`欢迎，${demoEmployer.dwmc}`);
    server.use(
      http.post('/com/wjdc/lj', () => HttpResponse.json(envelope({ required: ['wj-1'], unrequired: [] }))),
      http.post('/com/wjdc/wjdz', () =>
        HttpResponse.json({ code: 500, result: null, message: '问卷服务不可用' }),
      ),
    );
    void router.navigate('/zpxx/zpzwgl');
    await user.click(await screen.findByRole('button', { name: '知道了' }));
    expect(await screen.findByText('问卷服务不可用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确定|知道了/ }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(appPath()).toBe('/dwsy');
    expect(screen.getByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` })).toBeInTheDocument();

    // The latch was re-armed: the next navigation is checked again.
    server.use(
      http.post('/com/wjdc/lj', () => HttpResponse.json(envelope({ required: [], unrequired: [] }))),
    );
    await act(() => router.navigate('/zpxx/zpzwgl'));
    expect(appPath()).toBe('/zpxx/zpzwgl');
  });

  it('asks no survey when a navigation changes only the page’s query (a tab, a filter, ?id=)', async () => {
    const { router, appPath } = renderApp('/zpxx/zpzwgl', loggedIn);
    await findHeading('招聘职位管理');
    const lookups = recording('post', '/com/wjdc/lj', () => envelope({ required: ['wj-1'], unrequired: [] }));
    server.use(lookups.handler);
    await act(() => router.navigate('/zpxx/zpzwgl?zt=2'));
    expect(appPath()).toBe('/zpxx/zpzwgl?zt=2');
    expect(lookups.calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '知道了' })).not.toBeInTheDocument();
  });

  it('leaves for the survey page after 知道了, keeping the navigation pending', async () => {
    const { router, user, leave } = renderApp('/dwsy', loggedIn);
    await findHeading(`欢迎，${demoEmployer.dwmc}`);
    server.use(
      http.post('/com/wjdc/lj', () => HttpResponse.json(envelope({ required: ['wj-1'], unrequired: [] }))),
    );
    void router.navigate('/zpxx/zpzwgl');
    await user.click(await screen.findByRole('button', { name: '知道了' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pub/wjdc/page?ticket=wj-1', true));
    expect(router.state.navigation.state).toBe('loading');
  });

  it('on code 42 clears the session and goes to the login, coming back to the page afterwards', async () => {
    const { store, appPath } = renderApp('/zpxx/zpzwgl', {
      ...loggedIn,
      site: {
        ...makeStore().getState().site,
        setting: { xxdm: '10001', wzmc: '学校', mbid: '1', wzzsd: '#aa0000' },
      },
    });
    await findHeading('招聘职位管理');
    server.use(
      http.post('/com/glxj/getdwxx', () => HttpResponse.json(envelope(null, 42, '登录已失效，请重新登录'))),
    );
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({
        employerInfoProbe: build.mutation<unknown, void>({
          query: () => ({ url: '/com/glxj/getdwxx', method: 'POST' }),
        }),
      }),
    });
    await act(() => store.dispatch(probe.endpoints.employerInfoProbe.initiate()));
    await findHeading('登录');
    expect(appPath()).toBe(`/login/${demoEmployer.xxdm}/1?redirect=%2Fzpxx%2Fzpzwgl`);
    expect(store.getState().employerSession).toMatchObject({
      token: null,
      jbxxid: null,
      dwid: demoEmployer.dwid,
    });
    expect(store.getState().site.setting?.wzzsd).toBe('');
  });

  it('keeps the employer on dwmobileHome when the session ends there', async () => {
    const { store, appPath } = renderApp('/dwmobileHome', loggedIn);
    await findHeading('首页');
    server.use(http.post('/com/glxj/getdwxx', () => HttpResponse.json(envelope(null, 42, '登录已失效'))));
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({
        employerInfoProbe2: build.mutation<unknown, void>({
          query: () => ({ url: '/com/glxj/getdwxx', method: 'POST' }),
        }),
      }),
    });
    await act(() => store.dispatch(probe.endpoints.employerInfoProbe2.initiate()));
    expect(store.getState().employerSession.token).toBeNull();
    expect(appPath()).toBe('/dwmobileHome');
  });
});
