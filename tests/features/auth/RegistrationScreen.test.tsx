import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountPaths, type RegisterRequest } from '../../../contract/account';
import RegistrationScreen from '../../../features/auth/screens/RegistrationScreen';
import { initialSiteState } from '../../../app/site/siteSlice';
import { DEMO_CODE, DEMO_CREDIT_CODE, decryptMockPassword } from '../../../stories/mocks/handlers/account';
import { FILE_UPLOAD_PATH } from '../../../contract/files';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { installWebCrypto, landing, renderScreens } from '../support';
import { choose, installImagePicking, licencePng, pickLicence } from './licenceSupport';

const server = startMockApi();
beforeAll(installWebCrypto);
beforeEach(clearBrowserState);
installImagePicking();
afterEach(() => server.events.removeAllListeners());

const NEW_CREDIT_CODE = '91350100M000100Y43';

function renderRegistration(passwordStrength: 2 | 3 | 4 = 3) {
  return renderScreens(
    [
      { path: '/dwzc/:xxdm', element: <RegistrationScreen /> },
      landing('/zhgl/dwxxws'),
      landing('/login/:xxdm/:mode'),
    ],
    { at: '/dwzc/10001', preloadedState: { site: { ...initialSiteState, passwordStrength } } },
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);
/** The first submit also makes the mock server's RSA key pair: allow a busy machine time for it. */
const slow = { timeout: 5000 };

async function fillForm(
  user: ReturnType<typeof renderRegistration>['user'],
  overrides: Record<string, string> = {},
) {
  const values = {
    单位名称: '闽江数据有限公司',
    统一社会信用代码: NEW_CREDIT_CODE,
    联系人: '林经理',
    手机号码: '13900001111',
    短信验证码: DEMO_CODE,
    登录密码: 'Minjiang#2024',
    确认密码: 'Minjiang#2024',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^\\*?${label}$`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await choose(user, '单位性质', '其他企业');
  await choose(user, '单位行业', '信息传输、软件和信息技术服务业');
  await pickLicence();
}

/** Records the paths of the calls that reached the mock server, in order. */
function watchCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === FILE_UPLOAD_PATH || pathname === accountPaths.register) calls.push(pathname);
  });
  return calls;
}

describe('the registration page', () => {
  it('registers, which logs the new employer in and leads to completing its profile', async () => {
    let sent: RegisterRequest | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(accountPaths.register))
        sent = (await request.clone().json()) as RegisterRequest;
    });
    const { user, store, path } = renderRegistration();
    await fillForm(user, { 统一社会信用代码: NEW_CREDIT_CODE.toLowerCase() });
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByRole('heading', { name: '到达 /zhgl/dwxxws' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/zhgl/dwxxws');
    expect(store.getState().employerSession).toMatchObject({
      token: 'new-employer-token',
      dwmc: '闽江数据有限公司',
    });
    expect(sent).toMatchObject({
      dwmc: '闽江数据有限公司',
      tyshxydm: NEW_CREDIT_CODE,
      dwxz: '39',
      dwhy: '34',
      yyzz: expect.stringMatching(/^yyzz\/mock\/\d+-营业执照\.png$/) as unknown,
      lxr: '林经理',
      sjhm: '13900001111',
      yzm: DEMO_CODE,
      xxdm: '10001',
    });
    await expect(decryptMockPassword(sent!.mm)).resolves.toBe('Minjiang#2024');
  });

  it('uploads the licence to bucket yyzz before registering, and only once across retries', async () => {
    const calls = watchCalls();
    const buckets: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(FILE_UPLOAD_PATH))
        buckets.push((await request.clone().formData()).get('bucket') as string);
    });
    const { user } = renderRegistration();
    await fillForm(user, { 短信验证码: '111111' });
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('验证码错误', {}, slow)).toBeInTheDocument();

    const code = field(/^\*?短信验证码$/);
    await user.clear(code);
    await user.type(code, DEMO_CODE);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByRole('heading', { name: '到达 /zhgl/dwxxws' }, slow)).toBeInTheDocument();
    expect(calls).toEqual([FILE_UPLOAD_PATH, accountPaths.register, accountPaths.register]);
    expect(buckets).toEqual(['yyzz']);
  });

  it('asks for nature, industry and licence before calling the server', async () => {
    const calls = watchCalls();
    const { user } = renderRegistration();
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('请选择单位性质')).toBeInTheDocument();
    expect(screen.getByText('请选择单位行业')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /单位性质/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /营业执照/ })).toHaveAccessibleDescription(
      expect.stringContaining('请上传营业执照'),
    );
    expect(calls).toEqual([]);

    await pickLicence();
    await waitFor(() => expect(screen.queryByText('请上传营业执照')).not.toBeInTheDocument());
  });

  it('shows a failed licence upload at the field and registers nothing', async () => {
    server.use(
      http.post(FILE_UPLOAD_PATH, () =>
        HttpResponse.json({
          code: 400,
          result: null,
          message: '文件“营业执照.png”不是允许的图片格式，请上传 JPG、PNG 或 WEBP 图片',
        }),
      ),
    );
    const calls = watchCalls();
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    const group = screen.getByRole('group', { name: /营业执照/ });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        expect.stringContaining('营业执照上传失败：文件“营业执照.png”不是允许的图片格式'),
      ),
    );
    expect(calls).toEqual([FILE_UPLOAD_PATH]);
  });

  it('uploads the licence again when the server cannot use the stored one', async () => {
    let refusals = 1;
    server.use(
      http.post(accountPaths.register, () =>
        refusals-- > 0
          ? HttpResponse.json({ code: 400, result: null, message: '营业执照图片无效，请重新上传' })
          : undefined,
      ),
    );
    const calls = watchCalls();
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('营业执照图片无效，请重新上传', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByRole('heading', { name: '到达 /zhgl/dwxxws' }, slow)).toBeInTheDocument();
    expect(calls).toEqual([FILE_UPLOAD_PATH, accountPaths.register, FILE_UPLOAD_PATH, accountPaths.register]);
  });

  it('refuses a GIF licence at once: the licence bucket takes JPG, PNG and WEBP', async () => {
    renderRegistration();
    const group = screen.getByRole('group', { name: /营业执照/ });
    expect(within(group).getByText('支持 JPG、PNG、WEBP，单张不超过 5MB，最多 1 张')).toBeInTheDocument();
    const gif = licencePng('执照.gif');
    Object.defineProperty(gif, 'type', { value: 'image/gif' });
    const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [gif] } });
    expect(
      await within(group).findByText(/“执照.gif”无法上传：只能上传图片文件（JPG、PNG、WEBP）/),
    ).toBeInTheDocument();
  });

  it.each([
    ['统一社会信用代码', '91350100M000100Y44', '统一社会信用代码格式错误'],
    ['统一社会信用代码', '9135', '统一社会信用代码应为18位'],
    ['手机号码', '1390000111', '请输入正确的手机号码'],
    ['登录密码', 'minjiang2024', '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类'],
    ['登录密码', 'Abc#12345', '存在三位连续的字母或数字，密码强度较弱，请重新设置'],
    ['确认密码', 'Minjiang#2025', '两次输入的密码不一致'],
    ['单位名称', "闽江'数据", "存在非法字符'，请重新输入！"],
    ['联系人', '', '请输入联系人'],
  ])('refuses %s %p with %p before calling the server', async (label, value, message) => {
    const register = jest.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(accountPaths.register)) register();
    });
    const { user } = renderRegistration();
    await fillForm(user, { [label]: value });
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    const input = field(new RegExp(`^\\*?${label}$`));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the password at the site level from the system config', async () => {
    const { user } = renderRegistration(2);
    expect(screen.getByText('8-20位，包含数字/大写字母/小写字母/特殊符号中的两类')).toBeInTheDocument();
    await fillForm(user, { 登录密码: 'minjiang2024', 确认密码: 'minjiang2024' });
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByRole('heading', { name: '到达 /zhgl/dwxxws' }, slow)).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it is about and keeps every value", async () => {
    const { user } = renderRegistration();
    await fillForm(user, { 统一社会信用代码: DEMO_CREDIT_CODE });
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    const creditCode = field(/^\*?统一社会信用代码$/);
    expect(
      await screen.findByText('该统一社会信用代码已注册，请直接登录或找回密码', {}, slow),
    ).toBeInTheDocument();
    expect(creditCode).toHaveAccessibleDescription(expect.stringContaining('该统一社会信用代码已注册'));
    expect(creditCode).toHaveFocus();
    expect(field(/^\*?单位名称$/)).toHaveValue('闽江数据有限公司');
    expect(field(/^\*?登录密码$/)).toHaveValue('Minjiang#2024');
  });

  it.each([
    ['单位性质不正确，请重新选择', /单位性质/],
    ['单位行业不正确，请重新选择', /单位行业/],
  ])("shows the server's %p under its select", async (message, name) => {
    server.use(
      http.post(accountPaths.register, () => HttpResponse.json({ code: 400, result: null, message })),
    );
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
  });

  it('shows a refusal of the whole form above it', async () => {
    server.use(
      http.post(accountPaths.register, () =>
        HttpResponse.json({
          code: 429,
          result: null,
          message: '操作过于频繁，请稍后再试（请 5 分钟后重试）',
        }),
      ),
    );
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('操作过于频繁');
  });

  it('sends the registration code only to a mobile that is not registered yet', async () => {
    const { user } = renderRegistration();
    const mobile = field(/^\*?手机号码$/);
    await user.type(mobile, '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已注册，请直接登录或找回密码')).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('该手机号已注册'));

    await user.clear(mobile);
    await user.type(mobile, '13900001111');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    expect(field(/^\*?短信验证码$/)).toHaveFocus();
  });

  it('leads to the login of the same school', () => {
    renderRegistration();
    const links = within(screen.getByRole('navigation', { name: '其他操作' }));
    expect(links.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login/10001/0');
  });
});
