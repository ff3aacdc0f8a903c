import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountPaths } from '../../../contract/account';
import LoginScreen from '../../../features/auth/screens/LoginScreen';
import {
  DEMO_CODE,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  decryptMockPassword,
} from '../../../stories/mocks/handlers/account';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, startMockApi } from '../../app/support/mockApi';
import { installWebCrypto, landing, renderScreens } from '../support';

const server = startMockApi();
beforeAll(installWebCrypto);
beforeEach(clearBrowserState);

const routes = [
  { path: '/login/:xxdm/:mode', element: <LoginScreen /> },
  landing('/dwsy'),
  landing('/dwmobileHome'),
  landing('/zpxx/zpzwgl'),
  landing('/pickdwxs'),
];

/** The first login also makes the mock server's RSA key pair: allow a busy machine time for it. */
const slow = { timeout: 5000 };

function renderLogin(at = '/login/00000/0', isPhone = false) {
  return renderScreens(routes, { at, preloadedState: { device: { isPhone } } });
}

async function logInWithPassword(
  user: ReturnType<typeof renderLogin>['user'],
  mobile: string,
  password: string,
) {
  const form = screen.getByRole('form', { name: '密码登录' });
  await user.type(within(form).getByLabelText(/手机号码/), mobile);
  await user.type(within(form).getByLabelText(/^\*?密码$/), password);
  await user.click(within(form).getByRole('button', { name: '登录' }));
}

describe('the login page', () => {
  it('names what is missing before calling the server', async () => {
    const { user } = renderLogin();
    await user.click(
      within(screen.getByRole('form', { name: '密码登录' })).getByRole('button', { name: '登录' }),
    );
    const mobile = screen.getByRole('textbox', { name: /手机号码/ });
    expect(mobile).toHaveAccessibleDescription('请输入手机号码');
    expect(mobile).toHaveFocus();
    expect(screen.getByLabelText(/^\*?密码$/)).toHaveAccessibleDescription('请输入密码');
  });

  it('logs in with the password encrypted, keeps the session and goes to the employer home', async () => {
    let sentPassword = '';
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(accountPaths.passwordLogin))
        sentPassword = ((await request.clone().json()) as { mm: string }).mm;
    });
    const { user, store, path } = renderLogin();
    await logInWithPassword(user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/dwsy');
    expect(store.getState().employerSession).toMatchObject({ token: 'demo-employer-token', xxdm: '00000' });
    expect(sentPassword).not.toContain(DEMO_PASSWORD);
    await expect(decryptMockPassword(sentPassword)).resolves.toBe(DEMO_PASSWORD);
    server.events.removeAllListeners();
  });

  it('promises a return only when a redirect query names a page (mode 1 alone goes home)', () => {
    const bookmarked = renderLogin('/login/00000/1');
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText(/登录后将回到/)).not.toBeInTheDocument();
    bookmarked.unmount();

    renderLogin(`/login/00000/0?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`);
    expect(screen.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
  });

  it('returns to the page of the redirect query, and to the phone home on phones without one', async () => {
    const first = renderLogin(`/login/00000/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`);
    expect(screen.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
    await logInWithPassword(first.user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, slow)).toBeInTheDocument();
    first.unmount();

    const phone = renderLogin('/login/00000/0', true);
    await logInWithPassword(phone.user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { name: '到达 /dwmobileHome' })).toBeInTheDocument();
  });

  it('lets a login of several employers choose one first, the destination carried along', async () => {
    server.use(
      http.post(accountPaths.passwordLogin, () =>
        HttpResponse.json(envelope({ ...demoEmployer, dwsl: 2 }, 200, '登录成功')),
      ),
    );
    const { user, path } = renderLogin(`/login/00000/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`);
    await logInWithPassword(user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { name: '到达 /pickdwxs' }, slow)).toBeInTheDocument();
    expect(path()).toBe(`/pickdwxs?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`);
  });

  it('never follows a redirect to another site', async () => {
    const { user } = renderLogin(`/login/00000/1?redirect=${encodeURIComponent('//evil.example.com/x')}`);
    await logInWithPassword(user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' }, slow)).toBeInTheDocument();
  });

  it('shows a refused login above the form and keeps what was typed', async () => {
    const { user, store } = renderLogin();
    await logInWithPassword(user, DEMO_MOBILE, 'Wrong#2024');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('手机号或密码错误');
    expect(screen.getByRole('textbox', { name: /手机号码/ })).toHaveValue(DEMO_MOBILE);
    expect(screen.getByLabelText(/^\*?密码$/)).toHaveValue('Wrong#2024');
    expect(store.getState().employerSession.token).toBeNull();
  });

  it('tells a network failure apart from a refusal', async () => {
    server.use(http.post(accountPaths.passwordLogin, () => HttpResponse.error()));
    const { user } = renderLogin();
    await logInWithPassword(user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试');
  });

  it('logs in with an SMS code: the code goes out, the button waits 60 seconds, focus moves to the code', async () => {
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    await user.type(within(form).getByRole('textbox', { name: /手机号码/ }), DEMO_MOBILE);
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    const wait = await within(form).findByRole('button', { name: /秒后重新获取/ });
    expect(wait).toBeDisabled();
    expect(wait).toHaveTextContent(/^(60|59)秒后重新获取$/);
    expect(within(form).getByRole('textbox', { name: /验证码/ })).toHaveFocus();
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();

    await user.keyboard(DEMO_CODE);
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' })).toBeInTheDocument();
    expect(store.getState().employerSession.token).toBe('demo-employer-token');
  });

  it('checks the mobile before sending a code, and puts an unregistered mobile under its field', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    const send = within(form).getByRole('button', { name: '获取验证码' });
    await user.click(send);
    const mobile = within(form).getByRole('textbox', { name: /手机号码/ });
    expect(mobile).toHaveAccessibleDescription('请输入手机号码');

    await user.type(mobile, '13900000000');
    await user.click(send);
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('该手机号尚未注册单位账号'));
    expect(send).toBeEnabled();
  });

  it('starts the wait when the server says a code went out within the minute', async () => {
    server.use(
      http.post(accountPaths.loginCode, () =>
        HttpResponse.json(envelope(null, 429, '验证码发送过于频繁，请稍后再试')),
      ),
    );
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    await user.type(within(form).getByRole('textbox', { name: /手机号码/ }), DEMO_MOBILE);
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('验证码发送过于频繁');
    expect(within(form).getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  });

  it('links to registration, forgot password and issue feedback of the same school', () => {
    renderLogin('/login/10001/0');
    const links = within(screen.getByRole('navigation', { name: '其他操作' }));
    expect(links.getByRole('link', { name: '单位注册' })).toHaveAttribute('href', '/dwzc/10001');
    expect(links.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/dwwjmm/pick?xxdm=10001');
    expect(links.getByRole('link', { name: '问题反馈' })).toHaveAttribute('href', '/wtfk');
  });

  it('keeps the redirect on the WeChat login link, so a linked account returns to that page', () => {
    const userAgent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47');
    const withRedirect = renderLogin(`/login/10001/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`);
    expect(screen.getByRole('link', { name: '微信登录' })).toHaveAttribute(
      'href',
      '/dwwxdl/10001?redirect=%2Fzpxx%2Fzpzwgl',
    );
    withRedirect.unmount();

    renderLogin('/login/10001/1?redirect=%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: '微信登录' })).toHaveAttribute('href', '/dwwxdl/10001');
    userAgent.mockRestore();
  });
});
