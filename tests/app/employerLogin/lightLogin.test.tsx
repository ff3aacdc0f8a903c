import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { accountPaths } from '../../../contract/account';
import { sitePaths } from '../../../contract/site';
import { LightLoginPage } from '../../../app/employer/login/LightLoginPage';
import { loginAddressOf } from '../../../app/employer/login/loginAddress';
import type { LoginPageState } from '../../../app/employer/login/loginPageState';
import { startLoginPage } from '../../../app/employer/login/startLoginPage';
import { agentClassOf, renderLoginPage } from '../../../app/employer/login/server';
import {
  DEMO_CODE,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  decryptMockPassword,
} from '../../../stories/mocks/handlers/account';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { installWebCrypto } from '../../features/support';
import { clearBrowserState, envelope, startMockApi } from '../support/mockApi';

// The light login page (app/employer/login): the app's login view over a fetch client, without store or
// router. It keeps a login as app/session does and loads the app's next page in its place.

const server = startMockApi();
beforeAll(installWebCrypto);
beforeEach(clearBrowserState);

/** The first login also makes the mock server's RSA key pair: allow a busy machine time for it. */
const slow = { timeout: 5000 };
const ORIGIN = window.location.origin;
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const SITE: LoginPageState = {
  xxdm: '00000',
  siteName: '示范大学就业信息网',
  colour: '#8b1a1a',
  variant: 'desktop',
  inWeChat: false,
};

function renderLight(at: string, state: Partial<LoginPageState> = {}) {
  const url = new URL(at, ORIGIN);
  const address = loginAddressOf(url.pathname, url.search);
  if (address === null) throw new Error(`${at} is no login address`);
  const leave = jest.fn<void, [string]>();
  const user = userEvent.setup();
  render(<LightLoginPage address={address} state={{ ...SITE, ...state }} origin={ORIGIN} leave={leave} />);
  return { leave, user };
}

async function logInWithPassword(user: ReturnType<typeof userEvent.setup>, password = DEMO_PASSWORD) {
  const form = screen.getByRole('form', { name: '密码登录' });
  await user.type(within(form).getByLabelText(/手机号码/), DEMO_MOBILE);
  await user.type(within(form).getByLabelText(/^\*?密码$/), password);
  await user.click(within(form).getByRole('button', { name: '登录' }));
}

describe('the light login page', () => {
  it('logs in with the password encrypted, keeps the session as app/session does and loads the home', async () => {
    let sentPassword = '';
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(accountPaths.passwordLogin))
        sentPassword = ((await request.clone().json()) as { mm: string }).mm;
    });
    localStorage.setItem('xjhid', 'an earlier employer’s talk');
    const { user, leave } = renderLight('/dwpage/login/00000/0');
    expect(screen.getByRole('heading', { name: '登录', level: 1 })).toBeInTheDocument();
    await logInWithPassword(user);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dwpage/dwsy'), slow);
    expect(Cookies.get('comToken')).toBe(demoEmployer.token);
    expect(localStorage.getItem('dwid')).toBe(demoEmployer.dwid);
    expect(localStorage.getItem('dwmc')).toBe(demoEmployer.dwmc);
    expect(localStorage.getItem('xxdm')).toBe('00000');
    expect(localStorage.getItem('xjhid')).toBeNull();
    expect(sentPassword).not.toContain(DEMO_PASSWORD);
    await expect(decryptMockPassword(sentPassword)).resolves.toBe(DEMO_PASSWORD);
    server.events.removeAllListeners();
  });

  it('returns to the redirect query’s page, through the employer choice for several employers', async () => {
    server.use(
      http.post(accountPaths.passwordLogin, () =>
        HttpResponse.json(envelope({ ...demoEmployer, dwsl: 2 }, 200, '登录成功')),
      ),
    );
    const { user, leave } = renderLight(
      `/dwpage/login/00000/1?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('登录后将回到您刚才访问的页面');
    await logInWithPassword(user);
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`/dwpage/pickdwxs?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`),
    );
  });

  it('goes to the phone home on phones and never follows a redirect to another site', async () => {
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_AGENT);
    const { user, leave } = renderLight(
      `/dwpage/dwlogin?xxdm=00000&redirect=${encodeURIComponent('//evil.example.com/x')}`,
      { variant: 'phone' },
    );
    expect(screen.getByRole('heading', { name: '单位登录', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/登录后将回到/)).not.toBeInTheDocument();
    await logInWithPassword(user);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dwpage/dwmobileHome'), slow);
    agent.mockRestore();
  });

  it('shows the server’s refusal and a network failure above the form, keeping what was typed', async () => {
    const { user, leave } = renderLight('/dwpage/login/00000/0');
    await logInWithPassword(user, 'Wrong#2024');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('手机号或密码错误');
    expect(screen.getByRole('textbox', { name: /手机号码/ })).toHaveValue(DEMO_MOBILE);

    server.use(http.post(accountPaths.passwordLogin, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络连接后重试'),
    );
    expect(leave).not.toHaveBeenCalled();
    expect(Cookies.get('comToken')).toBeUndefined();
  });

  it('logs in with an SMS code: the confirmation shows, the button waits, an unknown mobile is refused under its field', async () => {
    const { user, leave } = renderLight('/dwpage/login/00000/0');
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = within(screen.getByRole('form', { name: '验证码登录' }));
    const mobile = form.getByRole('textbox', { name: /手机号码/ });
    await user.type(mobile, '13900000000');
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('该手机号尚未注册单位账号'));

    await user.clear(mobile);
    await user.type(mobile, DEMO_MOBILE);
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    expect(await form.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /验证码/ })).toHaveFocus();
    await user.keyboard(DEMO_CODE);
    await user.click(form.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dwpage/dwsy'));
    expect(Cookies.get('comToken')).toBe(demoEmployer.token);
  });

  it('links to registration, forgot password and feedback by page loads, WeChat only inside WeChat', () => {
    renderLight('/dwpage/login/00000/1?redirect=%2Fzpxx', { inWeChat: true });
    const links = within(screen.getByRole('navigation', { name: '其他操作' }));
    expect(links.getByRole('link', { name: '单位注册' })).toHaveAttribute('href', '/dwpage/dwzc/00000');
    expect(links.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/dwpage/dwwjmm/pick?xxdm=00000',
    );
    expect(links.getByRole('link', { name: '问题反馈' })).toHaveAttribute('href', '/dwpage/wtfk');
    expect(links.getByRole('link', { name: '微信登录' })).toHaveAttribute(
      'href',
      `/dwpage/dwwxdl/00000?redirect=${encodeURIComponent('/zpxx')}`,
    );
  });
});

describe('the light login page’s start', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('hydrates the server’s markup without a mismatch, and the form works', async () => {
    const errors = jest.spyOn(console, 'error');
    const url = '/dwpage/login/00000/1';
    const page = renderLoginPage(
      url,
      ORIGIN,
      { code: '00000', name: SITE.siteName, colour: SITE.colour },
      navigator.userAgent,
    );
    if (page === null) throw new Error('the login page was not rendered');
    document.head.innerHTML = page.head;
    document.body.innerHTML = `<div id="root">${page.root}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const serverForm = screen.getByRole('form', { name: '密码登录' });
    // Until hydrated a tap is lost: the tabs, like the fields, say they are not ready yet.
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    expect(screen.getByRole('textbox', { name: /手机号码/ })).toBeDisabled();
    const leave = jest.fn<void, [string]>();
    await act(() => startLoginPage(container, { title: '登录', xxdm: '00000', redirect: null }, leave));
    // Hydrated, not replaced: the very element the server sent is the live form.
    expect(screen.getByRole('form', { name: '密码登录' })).toBe(serverForm);
    expect(errors).not.toHaveBeenCalled();
    expect(tabs.map((tab) => tab.getAttribute('aria-disabled'))).toEqual([null, null]);
    await logInWithPassword(userEvent.setup());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dwpage/dwsy'), slow);
    errors.mockRestore();
  });

  it('renders a page the server sent empty with the school the browser keeps and that site’s name', async () => {
    localStorage.setItem('xxdm', '10041');
    const asked: string[] = [];
    server.use(
      http.get(`${sitePaths.siteSettings}/:xxdm`, ({ params }) => {
        asked.push(String(params.xxdm));
        return HttpResponse.json(
          envelope([
            { xxdm: String(params.xxdm), wzmc: '滨海理工大学就业信息网', mbid: '1', wzzsd: '#0f6e5a' },
          ]),
        );
      }),
    );
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root') as HTMLElement;
    await act(() => startLoginPage(container, { title: '单位登录', xxdm: null, redirect: null }));
    expect(await screen.findByText('滨海理工大学就业信息网')).toBeInTheDocument();
    expect(asked).toEqual(['10041']);
    expect(document.title).toBe('单位登录 - 滨海理工大学就业信息网');
    expect(screen.getByRole('link', { name: '单位注册' })).toHaveAttribute('href', '/dwpage/dwzc/10041');
  });

  it('renders the layout a phone’s agent will use, and caches by that and WeChat alone', () => {
    const phone = PHONE_AGENT;
    const page = renderLoginPage(
      '/dwpage/login/00000/0',
      ORIGIN,
      { code: '00000', name: SITE.siteName, colour: SITE.colour },
      phone,
    );
    expect(page?.root).toContain('data-ui="top-bar"');
    expect(page?.head).toContain('"variant":"phone"');
    expect(agentClassOf(phone)).toBe(agentClassOf(`${phone} Safari/604.1`));
    expect(agentClassOf(phone)).not.toBe(agentClassOf(`${phone} MicroMessenger/8.0`));
    expect(
      renderLoginPage('/dwpage/dwlogin', ORIGIN, { code: '00000', name: '', colour: '' }, phone),
    ).toBeNull();
    expect(
      renderLoginPage('/dwpage/dwsy', ORIGIN, { code: '00000', name: '', colour: '' }, phone),
    ).toBeNull();
  });
});
