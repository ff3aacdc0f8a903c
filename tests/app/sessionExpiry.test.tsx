import { act, render, screen } from '@testing-library/react';
import { emptyEmployerSession, employerSessionExpired } from '../../app/session/employerSessionSlice';
import { handleSessionExpiry, sessionExpiryDestination } from '../../app/employer/sessionExpiry';
import { makeStore } from '../../app/store';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { message } from '../../ui/Message';
import { notice } from '../../ui/Notice';
import { ThemeRoot } from '../../ui/theme';
import type { RouteName } from '../../app/employer/routes/routeTable';

describe('where code 42 sends the employer', () => {
  const decide = (routeName: RouteName | null, inWeChat = false) =>
    sessionExpiryDestination({ routeName, inWeChat, xxdm: '10001', fullPath: '/zpxx/zpzwgl?page=2' });

  it('goes to the login, coming back to the page afterwards', () => {
    expect(decide('zpzwgl')).toEqual({
      type: 'go',
      to: '/login/10001/1?redirect=%2Fzpxx%2Fzpzwgl%3Fpage%3D2',
    });
  });

  it('goes to the WeChat login inside WeChat', () => {
    expect(decide('zpzwgl', true)).toEqual({
      type: 'go',
      to: '/dwwxdl/10001?redirect=%2Fzpxx%2Fzpzwgl%3Fpage%3D2',
    });
  });

  it.each(['dwmobileHome', 'wtglckwt', 'Login', 'dwwxdl'] as RouteName[])('stays on %s', (name) => {
    expect(decide(name)).toEqual({ type: 'stay' });
  });
});

describe('when the session expires', () => {
  function setUp(pathname: string, opening?: string) {
    const store = makeStore({ employerSession: { ...emptyEmployerSession, token: 'tok', xxdm: '10001' } });
    const navigate = jest.fn(() => Promise.resolve());
    const router = {
      navigate,
      state: {
        location: { pathname, search: '', hash: '', state: null, key: 'k' },
        navigation: {
          location: opening
            ? { pathname: opening, search: '?tab=2', hash: '', state: null, key: 'n' }
            : undefined,
        },
      },
    } as unknown as Parameters<typeof handleSessionExpiry>[1];
    const stop = handleSessionExpiry(store, router, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
    render(
      <ThemeRoot>
        <FeedbackHost />
      </ThemeRoot>,
    );
    return { store, navigate, stop };
  }

  afterEach(() => {
    act(() => {
      resetFeedback();
    });
  });

  it.each([
    ['/dwpage/zpxx/zpzwgl', 1],
    ['/dwpage/dwmobileHome', 0],
  ])(
    'on %s closes the toasts and notices still showing, then leaves (%i navigations)',
    (path, navigations) => {
      const { store, navigate, stop } = setUp(path);
      act(() => {
        message.success('登录成功');
        notice.success('登录成功');
      });
      expect(screen.getAllByText('登录成功')).toHaveLength(2);
      act(() => {
        store.dispatch(employerSessionExpired());
      });
      expect(screen.queryByText('登录成功')).not.toBeInTheDocument();
      expect(navigate).toHaveBeenCalledTimes(navigations);
      stop();
    },
  );

  it('mid-navigation, comes back afterwards to the page being opened', () => {
    const { store, navigate, stop } = setUp('/dwpage/dwmobileHome', '/dwpage/zpxx/zpzwgl');
    act(() => {
      store.dispatch(employerSessionExpired());
    });
    expect(navigate).toHaveBeenCalledWith(
      `/login/10001/1?redirect=${encodeURIComponent('/zpxx/zpzwgl?tab=2')}`,
    );
    stop();
  });

  it("keeps what is shown after it: the failed call's own message", () => {
    const { store, stop } = setUp('/dwpage/zpxx/zpzwgl');
    act(() => {
      store.dispatch(employerSessionExpired());
      message.error('登录已失效，请重新登录');
    });
    expect(screen.getByText('登录已失效，请重新登录')).toBeInTheDocument();
    stop();
  });
});
