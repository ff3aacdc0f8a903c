import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountPaths } from '../../../contract/account';
import ForgotPasswordCodeScreen from '../../../features/auth/screens/ForgotPasswordCodeScreen';
import ForgotPasswordEmployerInfoScreen from '../../../features/auth/screens/ForgotPasswordEmployerInfoScreen';
import ForgotPasswordPickScreen, {
  PROGRESS_LOST_MESSAGE,
} from '../../../features/auth/screens/ForgotPasswordPickScreen';
import ForgotPasswordScreen from '../../../features/auth/screens/ForgotPasswordScreen';
import PasswordAppealScreen from '../../../features/auth/screens/PasswordAppealScreen';
import ResetPasswordScreen from '../../../features/auth/screens/ResetPasswordScreen';
import { DEMO_CODE, DEMO_CREDIT_CODE, DEMO_MOBILE } from '../../../stories/mocks/handlers/account';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, startMockApi } from '../../app/support/mockApi';
import { installWebCrypto, landing, renderScreens } from '../support';

const server = startMockApi();
beforeAll(installWebCrypto);
beforeEach(clearBrowserState);

const slow = { timeout: 5000 };

function renderFlow(at: string) {
  return renderScreens(
    [
      {
        path: '/dwwjmm',
        element: <ForgotPasswordScreen />,
        children: [
          { path: 'pick', element: <ForgotPasswordPickScreen /> },
          { path: 'srdwxx', element: <ForgotPasswordEmployerInfoScreen /> },
          { path: 'sryzm', element: <ForgotPasswordCodeScreen /> },
          { path: 'czmm', element: <ResetPasswordScreen /> },
          { path: 'mmss', element: <PasswordAppealScreen /> },
        ],
      },
      landing('/login/:xxdm/:mode'),
    ],
    { at },
  );
}

type User = ReturnType<typeof renderFlow>['user'];

const currentStep = () => screen.getByRole('listitem', { current: 'step' });

async function pickDemoEmployer(user: User) {
  await user.type(screen.getByRole('textbox', { name: /注册手机号或统一社会信用代码/ }), DEMO_MOBILE);
  await user.click(screen.getByRole('button', { name: '查找单位' }));
  const choice = await screen.findByRole('radio', { name: new RegExp(demoEmployer.dwmc) });
  expect(choice).toBeChecked();
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

async function proveEmployer(user: User) {
  expect(await screen.findByRole('textbox', { name: /^\*?单位名称$/ })).toHaveValue(demoEmployer.dwmc);
  await user.type(screen.getByRole('textbox', { name: /统一社会信用代码/ }), DEMO_CREDIT_CODE);
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

describe('the forgot-password flow', () => {
  it('walks pick, employer info, SMS code and new password, one route each, then offers the login', async () => {
    const { user, path } = renderFlow('/dwwjmm/pick');
    expect(currentStep()).toHaveTextContent('选择单位');
    await pickDemoEmployer(user);

    expect(path()).toBe('/dwwjmm/srdwxx?xxdm=00000');
    expect(currentStep()).toHaveTextContent('核验单位');
    await proveEmployer(user);

    expect(await screen.findByText(/验证码将发送至单位注册手机 138\*\*\*\*0000/)).toBeInTheDocument();
    expect(path()).toBe('/dwwjmm/sryzm?xxdm=00000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****0000')).toBeInTheDocument();
    await user.keyboard(DEMO_CODE);
    await user.click(screen.getByRole('button', { name: '下一步' }));

    const password = await screen.findByLabelText(/^\*?新密码$/);
    expect(path()).toBe('/dwwjmm/czmm?xxdm=00000');
    await user.type(password, 'Minjiang#2024');
    await user.type(screen.getByLabelText(/^\*?确认新密码$/), 'Minjiang#2024');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('heading', { name: '密码已重置' }, slow)).toBeInTheDocument();
    expect(screen.getByText('密码重置成功，请使用新密码登录')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '去登录' }));
    expect(path()).toBe('/login/00000/0');
  });

  it('keeps the school of a sub-site login on every step, for the check and for 返回登录 and 去登录', async () => {
    let checkedFor = '';
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(accountPaths.forgotCheckEmployer))
        checkedFor = ((await request.clone().json()) as { xxdm: string }).xxdm;
    });
    const { user, path } = renderFlow('/dwwjmm/pick?xxdm=10001');
    const backToLogin = () =>
      within(screen.getByRole('navigation', { name: '其他操作' })).getByRole('link', { name: '返回登录' });
    await pickDemoEmployer(user);
    expect(path()).toBe('/dwwjmm/srdwxx?xxdm=10001');
    expect(backToLogin()).toHaveAttribute('href', '/login/10001/0');
    await proveEmployer(user);
    await screen.findByText(/验证码将发送至单位注册手机/);
    expect(path()).toBe('/dwwjmm/sryzm?xxdm=10001');
    expect(checkedFor).toBe('10001');
    await user.type(screen.getByRole('textbox', { name: /短信验证码/ }), DEMO_CODE);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByLabelText(/^\*?新密码$/), 'Minjiang#2024');
    await user.type(screen.getByLabelText(/^\*?确认新密码$/), 'Minjiang#2024');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await user.click(await screen.findByRole('button', { name: '去登录' }, slow));
    expect(path()).toBe('/login/10001/0');
    server.events.removeAllListeners();
  });

  it('holds on to the school it started with when a step is opened without ?xxdm', async () => {
    const { router } = renderFlow('/dwwjmm/pick?xxdm=10001');
    await act(() => router.navigate('/dwwjmm/mmss'));
    expect(await screen.findByRole('heading', { name: '密码申诉' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login/10001/0');
  });

  it('shows the search and its results again on 上一步 from step 2', async () => {
    const { user, path } = renderFlow('/dwwjmm/pick');
    await pickDemoEmployer(user);
    await user.click(await screen.findByRole('button', { name: '上一步' }));
    expect(path()).toBe('/dwwjmm/pick?xxdm=00000');
    expect(screen.getByRole('textbox', { name: /注册手机号或统一社会信用代码/ })).toHaveValue(DEMO_MOBILE);
    expect(screen.getByRole('radio', { name: new RegExp(demoEmployer.dwmc) })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(path()).toBe('/dwwjmm/srdwxx?xxdm=00000');
  });

  it('says when nothing is registered under what was typed, and points to the appeal', async () => {
    const { user } = renderFlow('/dwwjmm/pick');
    await user.type(screen.getByRole('textbox', { name: /注册手机号或统一社会信用代码/ }), '13911112222');
    await user.click(screen.getByRole('button', { name: '查找单位' }));
    expect(await screen.findByText('未找到注册单位')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '查找结果' })).getByRole('link', { name: /密码申诉/ }),
    ).toHaveAttribute('href', '/dwwjmm/mmss?xxdm=00000');
  });

  it('keeps the typed info and says so when the employer info does not match', async () => {
    const { user } = renderFlow('/dwwjmm/pick');
    await pickDemoEmployer(user);
    await user.type(await screen.findByRole('textbox', { name: /统一社会信用代码/ }), '91350100M000100Y43');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('单位名称或统一社会信用代码不正确');
    expect(screen.getByRole('textbox', { name: /统一社会信用代码/ })).toHaveValue('91350100M000100Y43');
  });

  it.each(['/dwwjmm/sryzm', '/dwwjmm/czmm', '/dwwjmm/srdwxx'])(
    'sends a step opened without the earlier ones (%s, a reload) back to step 1 with a notice',
    async (at) => {
      const { path } = renderFlow(at);
      expect(await screen.findByText(PROGRESS_LOST_MESSAGE)).toBeInTheDocument();
      expect(path()).toBe('/dwwjmm/pick?xxdm=00000');
    },
  );

  it('offers to start over when the ticket has expired', async () => {
    server.use(
      http.post(accountPaths.forgotCheckCode, () =>
        HttpResponse.json(envelope(null, 400, '找回密码已超时，请重新开始')),
      ),
    );
    const { user, path } = renderFlow('/dwwjmm/pick');
    await pickDemoEmployer(user);
    await proveEmployer(user);
    await user.type(await screen.findByRole('textbox', { name: /短信验证码/ }), DEMO_CODE);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('找回密码已超时，请重新开始');
    await user.click(screen.getByRole('button', { name: '重新开始找回密码' }));
    expect(path()).toBe('/dwwjmm/pick?xxdm=00000');
    expect(screen.getByRole('textbox', { name: /注册手机号或统一社会信用代码/ })).toHaveValue('');
  });

  it('puts a wrong code under the code field', async () => {
    const { user } = renderFlow('/dwwjmm/pick');
    await pickDemoEmployer(user);
    await proveEmployer(user);
    await user.type(await screen.findByRole('textbox', { name: /短信验证码/ }), '000000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /短信验证码/ })).toHaveAccessibleDescription('验证码错误');
  });

  it('takes a password appeal and shows its number', async () => {
    const { user } = renderFlow('/dwwjmm/mmss');
    expect(screen.queryByRole('list', { name: '找回密码进度' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^\*?单位名称$/ }), demoEmployer.dwmc);
    await user.type(screen.getByRole('textbox', { name: /统一社会信用代码/ }), DEMO_CREDIT_CODE);
    await user.type(screen.getByRole('textbox', { name: /联系人/ }), '林经理');
    await user.type(screen.getByRole('textbox', { name: /联系电话/ }), '0591-87654321');
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(screen.getByRole('textbox', { name: /申诉理由/ })).toHaveAccessibleDescription(
      expect.stringContaining('请填写申诉理由'),
    );
    await user.type(screen.getByRole('textbox', { name: /申诉理由/ }), '注册手机号已停用');
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByRole('heading', { name: '申诉已提交' })).toBeInTheDocument();
    expect(screen.getByText(/申诉编号：ss-0001/)).toBeInTheDocument();
  });

  async function fillAppeal(user: User, reason: string) {
    await user.type(screen.getByRole('textbox', { name: /^\*?单位名称$/ }), demoEmployer.dwmc);
    await user.type(screen.getByRole('textbox', { name: /统一社会信用代码/ }), DEMO_CREDIT_CODE);
    await user.type(screen.getByRole('textbox', { name: /联系人/ }), '林经理');
    await user.type(screen.getByRole('textbox', { name: /联系电话/ }), '0591-87654321');
    await user.type(screen.getByRole('textbox', { name: /申诉理由/ }), reason);
    await user.click(screen.getByRole('button', { name: '提交申诉' }));
  }

  it('refuses illegal characters in the appeal reason at the field, before calling the server', async () => {
    let called = false;
    server.use(
      http.post(accountPaths.passwordAppeal, () => {
        called = true;
        return HttpResponse.json(envelope({ ssid: 'ss-0002' }));
      }),
    );
    const { user } = renderFlow('/dwwjmm/mmss');
    await fillAppeal(user, '手机号停用 select');
    expect(screen.getByRole('textbox', { name: /申诉理由/ })).toHaveAccessibleDescription(
      expect.stringContaining('存在非法字符select，请重新输入！'),
    );
    expect(called).toBe(false);
  });

  it("puts the server's refusal of the appeal reason under that field", async () => {
    server.use(
      http.post(accountPaths.passwordAppeal, () =>
        HttpResponse.json(envelope(null, 400, '申诉理由：存在非法字符--，请重新输入！')),
      ),
    );
    const { user } = renderFlow('/dwwjmm/mmss');
    await fillAppeal(user, '注册手机号已停用');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /申诉理由/ })).toHaveAccessibleDescription(
        expect.stringContaining('申诉理由：存在非法字符--，请重新输入！'),
      ),
    );
    // Not also (or instead) in the form's banner.
    expect(document.querySelector('[data-ui="form-alert"]')).toBeNull();
  });
});
