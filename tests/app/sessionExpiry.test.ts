import { sessionExpiryDestination } from '../../app/session/sessionExpiry';
import type { RouteName } from '../../app/routes/routeTable';

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
