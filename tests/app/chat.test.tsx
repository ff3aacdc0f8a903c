import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { flatRoutes, routeByName } from '../../app/employer/routes/routeIndex';
import type { RouteName } from '../../app/employer/routes/routeTable';
import { ChatButtonHost } from '../../app/employer/shell/ChatButtonHost';
import { chatClick, isChatButtonVisible } from '../../app/employer/shell/chatRules';
import { emptyEmployerSession } from '../../app/session/employerSessionSlice';
import { initialSiteState } from '../../app/site/siteSlice';
import type { RootState } from '../../app/store';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { renderWithProviders } from '../setup/renderWithProviders';
import { installBrowserShims } from './support/browserShims';
import { clearBrowserState, envelope, recording, startMockApi } from './support/mockApi';
import { disposeApps, renderApp } from './support/renderApp';

const server = startMockApi();
beforeAll(installBrowserShims);
beforeEach(clearBrowserState);
afterEach(() => {
  resetFeedback();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('isChatButtonVisible', () => {
  it.each([
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
  ])('openChat %s, route hides %s, phone %s -> %s', (openChat, routeHidesChat, isPhone, expected) => {
    expect(isChatButtonVisible({ openChat, routeHidesChat, isPhone })).toBe(expected);
  });
});

/** The pages a visitor sees before the employer shell, and the questionnaire the shell sends them to. */
const PUBLIC_AUTH_ROUTES: readonly RouteName[] = [
  'Login',
  'dwlogin',
  'AuthLogin',
  'dwzc',
  'dwwxdl',
  'pickdwxs',
  'wsdwyh',
  'switchRole',
  'dwwjmm',
  'dwwjmmpick',
  'dwwjmmsrdwxx',
  'dwwjmmsryzm',
  'dwwjmmczmm',
  'dwwjmmmmss',
];
const QUESTIONNAIRE_ROUTES = flatRoutes.filter((route) => route.parent === 'dwwjparent').map((r) => r.name);

describe('the route meta hideChat', () => {
  it.each([...PUBLIC_AUTH_ROUTES, 'dwwjparent', ...QUESTIONNAIRE_ROUTES])(
    'hides the chat button on %s',
    (name) => {
      expect(routeByName(name as RouteName).hideChat).toBe(true);
    },
  );

  it('lists all ten questionnaire steps', () => {
    expect(QUESTIONNAIRE_ROUTES).toHaveLength(10);
  });

  it.each(['dwsypage', 'zpzwgl', 'Issue', 'dwmobileHome', 'xzdhy'] as RouteName[])(
    'keeps it on %s',
    (name) => {
      expect(routeByName(name).hideChat ?? false).toBe(false);
    },
  );
});

describe('chatClick', () => {
  it('opens the chat address with the token as ticket', () => {
    expect(chatClick('t k', '/dwpage/imchat')).toEqual({ type: 'open', url: '/dwpage/imchat?ticket=t%20k' });
    expect(chatClick('tok', '/im?lang=zh')).toEqual({ type: 'open', url: '/im?lang=zh&ticket=tok' });
  });

  it('asks for a login without a token', () => {
    expect(chatClick(null, '/dwpage/imchat')).toEqual({ type: 'askLogin' });
  });
});

const chatOn = { ...initialSiteState, openChat: true, chatPath: '/dwpage/imchat', zzxxdm: '00000' };
const state = (token: string | null, site = chatOn, isPhone = false): Partial<RootState> => ({
  employerSession: { ...emptyEmployerSession, token, xxdm: '10001' },
  site,
  device: { isPhone },
});

function renderChat(preloadedState: Partial<RootState>, hides = false) {
  return renderWithProviders(
    <>
      <ChatButtonHost routeHidesChat={hides} />
      <FeedbackHost />
    </>,
    { preloadedState, route: '/zpxx/zpzwgl?page=2' },
  );
}

describe('the chat button', () => {
  it.each([
    ['chat is off', state('tok', { ...chatOn, openChat: false }), false],
    ['the route hides it', state('tok'), true],
    ['on a phone', state('tok', chatOn, true), false],
  ])('is absent when %s, and nothing is polled', async (_case, preloadedState, hides) => {
    const unread = recording('post', '/im-api/api/auth/getUnreadTotalnumber', () => envelope(1));
    server.use(unread.handler);
    renderChat(preloadedState, hides);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /在线沟通/ })).not.toBeInTheDocument();
    expect(unread.calls).toHaveLength(0);
  });

  it('opens the IM window with the ticket', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderChat(state('tok'));
    await user.click(await screen.findByRole('button', { name: /在线沟通/ }));
    expect(open).toHaveBeenCalledWith('/dwpage/imchat?ticket=tok', 'IM', 'width=1200,height=800');
  });

  it('without a token asks to log in, and 去登录 goes to the login coming back here', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = renderChat(state(null));
    await user.click(await screen.findByRole('button', { name: '在线沟通' }));
    expect(await screen.findByText('即时通讯功能需要登录后才可使用，请先登录')).toBeInTheDocument();
    expect(screen.getByText('您尚未登录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去登录' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/login/10001/1');
    expect(router.state.location.search).toBe('?redirect=%2Fzpxx%2Fzpzwgl%3Fpage%3D2');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the chat button in the app', () => {
  afterEach(disposeApps);

  const renderAppAt = (path: string) =>
    renderApp(path, {
      employerSession: { ...emptyEmployerSession },
      site: chatOn,
      device: { isPhone: false },
    });

  it.each([
    ['/login/00000/1', '登录'],
    ['/dwzc/00000', '单位注册'],
    ['/dwwjmm/pick', '忘记密码'],
  ])('is not on the public page %s', async (path, heading) => {
    renderAppAt(path);
    expect(
      await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /在线沟通/ })).not.toBeInTheDocument();
  });

  it('shows on a page that keeps it, such as the feedback page', async () => {
    renderAppAt('/wtfk');
    expect(await screen.findByRole('button', { name: '在线沟通' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the unread count', () => {
  it('is fetched at mount as form field code = token, then every 10 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let count: unknown = 3;
    const unread = recording('post', '/im-api/api/auth/getUnreadTotalnumber', () => envelope(count));
    server.use(unread.handler);
    renderChat(state('tok'));
    expect(await screen.findByRole('button', { name: '在线沟通，3条未读' })).toBeInTheDocument();
    expect(unread.calls).toHaveLength(1);
    expect(unread.calls[0]?.body).toBe('code=tok');

    count = '12';
    await act(() => jest.advanceTimersByTimeAsync(9_000));
    expect(unread.calls).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('button', { name: '在线沟通，12条未读' })).toBeInTheDocument();
    expect(unread.calls).toHaveLength(2);
  });

  it('pauses while the tab is hidden and asks at once when it shows again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const unread = recording('post', '/im-api/api/auth/getUnreadTotalnumber', () => envelope(2));
    server.use(unread.handler);
    renderChat(state('tok'));
    expect(await screen.findByRole('button', { name: '在线沟通，2条未读' })).toBeInTheDocument();
    expect(unread.calls).toHaveLength(1);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await act(() => jest.advanceTimersByTimeAsync(35_000));
    expect(unread.calls).toHaveLength(1);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(unread.calls).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(unread.calls).toHaveLength(3);
  });

  it.each([['abc'], [0], [null], [-2]])('shows no count for %j', async (result) => {
    server.use(http.post('/im-api/api/auth/getUnreadTotalnumber', () => HttpResponse.json(envelope(result))));
    renderChat(state('tok'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: '在线沟通' })).toBeInTheDocument();
  });

  it('fails silently: code 42 here neither ends the session nor shows anything', async () => {
    server.use(
      http.post('/im-api/api/auth/getUnreadTotalnumber', () =>
        HttpResponse.json(envelope(null, 42, '登录已失效')),
      ),
    );
    const { store } = renderChat(state('tok'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(store.getState().employerSession.token).toBe('tok');
    expect(screen.getByRole('button', { name: '在线沟通' })).toBeInTheDocument();
    expect(screen.queryByText('登录已失效')).not.toBeInTheDocument();
  });
});
