import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountPaths, type SaveUserDetailsRequest } from '../../../contract/account';
import CompleteEmployerUserScreen from '../../../features/auth/screens/CompleteEmployerUserScreen';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { DEMO_PASSWORD, decryptMockPassword } from '../../../stories/mocks/handlers/account';
import { PASSWORD_PENDING_TOKEN, demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, recording, startMockApi } from '../../app/support/mockApi';
import { installWebCrypto, landing, renderScreens } from '../support';

const server = startMockApi();
beforeAll(installWebCrypto);
beforeEach(clearBrowserState);

/** The first submit also makes the mock server's RSA key pair: allow a busy machine time for it. */
const slow = { timeout: 5000 };

function renderComplete({ at = '/wsdwyh', token = demoEmployer.token } = {}) {
  return renderScreens(
    [{ path: '/wsdwyh', element: <CompleteEmployerUserScreen /> }, landing('/dwsy'), landing('/zpxx/zpzwgl')],
    { at, preloadedState: { employerSession: { ...emptyEmployerSession, ...demoEmployer, token } } },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

async function fill(user: ReturnType<typeof renderComplete>['user'], values: Record<string, string>) {
  await screen.findByText(demoEmployer.dwmc);
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

const complete = {
  姓名: '林晓',
  职务: '招聘主管',
  电子邮箱: 'lin.xiao@example.com',
  固定电话: '0591-87654321',
  原密码: DEMO_PASSWORD,
  新密码: 'Minjiang#2024',
  确认新密码: 'Minjiang#2024',
};

describe('the complete-user page', () => {
  it('starts from the details the server has', async () => {
    renderComplete();
    await screen.findByText(demoEmployer.dwmc);
    expect(field('姓名')).toHaveValue('王经理');
    expect(field('职务')).toHaveValue('');
  });

  it('saves the details, then the password, then goes home', async () => {
    const saving = recording('post', accountPaths.saveUserDetails, () => envelope(complete, 200, '保存成功'));
    const changing = recording('post', accountPaths.changePassword, () =>
      envelope(null, 200, '密码修改成功，其他设备上的登录已退出'),
    );
    server.use(saving.handler, changing.handler);
    const { user, path } = renderComplete();
    await fill(user, { ...complete, 姓名: ' 林晓 ' });
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/dwsy');
    expect(saving.calls[0]?.body).toEqual<SaveUserDetailsRequest>({
      xm: '林晓',
      zw: '招聘主管',
      yx: 'lin.xiao@example.com',
      gddh: '0591-87654321',
    });
    expect(saving.calls[0]?.headers.get('accessToken')).toBe(demoEmployer.token);
    const { xmm } = changing.calls[0]?.body as { xmm: string };
    await expect(decryptMockPassword(xmm)).resolves.toBe('Minjiang#2024');
  });

  it.each([
    ['姓名', '', '请输入姓名'],
    ['职务', '', '请输入职务'],
    ['职务', '林'.repeat(51), '职务不能超过50个字'],
    ['电子邮箱', '', '请输入电子邮箱'],
    ['电子邮箱', 'lin@', '请输入正确的电子邮箱'],
    ['固定电话', '12345', '请输入正确的固定电话号码'],
  ])('checks %s = "%s" before calling anything: %s', async (label, value, message) => {
    const saving = recording('post', accountPaths.saveUserDetails, () => envelope(null));
    server.use(saving.handler);
    const { user } = renderComplete();
    await fill(user, { ...complete, [label]: value });
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(saving.calls).toHaveLength(0);
  });

  it('takes an empty landline', async () => {
    const { user } = renderComplete();
    await fill(user, { ...complete, 固定电话: '' });
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' }, slow)).toBeInTheDocument();
  });

  it("puts the server's refusal of a detail under that field and keeps the password untouched", async () => {
    const changing = recording('post', accountPaths.changePassword, () => envelope(null));
    server.use(
      http.post(accountPaths.saveUserDetails, () =>
        HttpResponse.json(envelope(null, 400, "姓名：存在非法字符'，请重新输入！")),
      ),
      changing.handler,
    );
    const { user, path } = renderComplete();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByText("姓名：存在非法字符'，请重新输入！")).toBeInTheDocument();
    expect(field('姓名')).toHaveAttribute('aria-invalid', 'true');
    expect(changing.calls).toHaveLength(0);
    expect(path()).toBe('/wsdwyh');
  });

  it('shows a refusal of the whole form above it', async () => {
    server.use(
      http.post(accountPaths.saveUserDetails, () =>
        HttpResponse.json(envelope(null, 429, '操作过于频繁，请稍后再试')),
      ),
    );
    const { user } = renderComplete();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
  });

  it('keeps the saved details when the old password is wrong, and says so at that field', async () => {
    const saving = recording('post', accountPaths.saveUserDetails, () => envelope(complete, 200, '保存成功'));
    server.use(saving.handler);
    const { user, path } = renderComplete();
    await fill(user, { ...complete, 原密码: 'Wrong#2024' });
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByText('原密码错误', {}, slow)).toBeInTheDocument();
    expect(field('原密码')).toHaveAttribute('aria-invalid', 'true');
    expect(path()).toBe('/wsdwyh');
    expect(saving.calls).toHaveLength(1);
    expect(field('姓名')).toHaveValue('林晓');
  });

  it('asks a sub-account without a password yet (mmdsz) for no 原密码, sends ymm empty, then goes on to the redirect', async () => {
    const changing = recording('post', accountPaths.changePassword, () =>
      envelope(null, 200, '密码设置成功，请使用手机号和新密码登录'),
    );
    server.use(changing.handler);
    const { user, path } = renderComplete({
      at: `/wsdwyh?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`,
      token: PASSWORD_PENDING_TOKEN,
    });
    expect(await screen.findByRole('heading', { name: '设置登录密码', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/原密码/)).not.toBeInTheDocument();
    const { 原密码: _old, ...withoutOld } = complete;
    await fill(user, withoutOld);
    await user.click(screen.getByRole('button', { name: '保存并进入' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/zpxx/zpzwgl');
    const { ymm, xmm } = changing.calls[0]?.body as { ymm: string; xmm: string };
    expect(ymm).toBe('');
    await expect(decryptMockPassword(xmm)).resolves.toBe('Minjiang#2024');
  });
});
