import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import { FILE_UPLOAD_PATH } from '../../../contract/files';
import RegistrationScreen from '../../../features/auth/screens/RegistrationScreen';
import { pngFile } from '../../fixtures/images';
import { DEMO_CODE, DEMO_CREDIT_CODE } from '../../mocks/handlers/account';
import { ScreenRouter, heldRequest, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/dwzc/:xxdm', element: <RegistrationScreen /> },
  landing('/zhgl/dwxxws'),
  landing('/dwmobileHome'),
  landing('/login/:xxdm/:mode'),
];

const meta = {
  title: 'Features/auth/Registration',
  component: RegistrationScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at="/dwzc/00000" />,
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_CREDIT_CODE = '91350100M000100Y43';

const field = (canvas: { getByLabelText: (name: RegExp) => HTMLElement }, label: string) =>
  canvas.getByLabelText(new RegExp(`^\\*?${label}$`));

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fill(canvas: Canvas, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    单位名称: '闽江数据有限公司',
    统一社会信用代码: NEW_CREDIT_CODE,
    联系人: '林经理',
    手机号码: '13900001111',
    短信验证码: DEMO_CODE,
    登录密码: 'Minjiang#2024',
    确认密码: 'Minjiang#2024',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await userEvent.type(field(canvas, label), value);
  await choose(canvas, '单位性质', '其他企业');
  await choose(canvas, '单位行业', '信息传输、软件和信息技术服务业');
  await pickLicence(canvas);
}

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(label) }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** Picks the licence image and waits for its preview tile. */
async function pickLicence(canvas: Canvas, name = '营业执照.png') {
  const group = canvas.getByRole('group', { name: /营业执照/ });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
  await fireEvent.change(input, { target: { files: [pngFile(name)] } });
  await within(group).findByRole('button', { name: `预览第1张图片 ${name}` });
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '单位注册', level: 1 })).toBeVisible();
    await expect(canvas.getByText('8-20位，包含数字/大写字母/小写字母/特殊符号中的三类')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    for (const message of [
      '请输入单位名称',
      '请输入统一社会信用代码',
      '请选择单位性质',
      '请选择单位行业',
      '请上传营业执照',
      '请输入联系人',
      '请输入手机号码',
      '请输入验证码',
      '请输入密码',
      '请再次输入密码',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(field(canvas, '单位名称')).toHaveFocus();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, {
      统一社会信用代码: '91350100M000100Y44',
      手机号码: '1390000',
      登录密码: 'Abc#12345',
      确认密码: 'Abc#12346',
    });
    await submit(canvas);
    await expect(await canvas.findByText('统一社会信用代码格式错误')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(canvas.getByText('存在三位连续的字母或数字，密码强度较弱，请重新设置')).toBeVisible();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
  },
};

/** The site's password level comes from the system config: level 4 asks for all four classes. */
export const PasswordLevelFour: Story = {
  parameters: { store: { preloadedState: storeState({ passwordStrength: 4 }) } },
  play: async ({ canvas }) => {
    const password = field(canvas, '登录密码');
    await userEvent.type(password, 'Minjiang2024');
    await userEvent.tab();
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('8-20位，包含数字/大写字母/小写字母/特殊符号中的四类')).toBeVisible();
  },
};

export const CodeSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '手机号码'), '13900001111');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(field(canvas, '短信验证码')).toHaveFocus();
    await expect(await page().findByText('验证码已发送')).toBeVisible();
  },
};

export const MobileAlreadyRegistered: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '手机号码'), '13800000000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('该手机号已注册，请直接登录或找回密码')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

/** The server's refusal lands under the field it names; everything typed stays. */
export const ServerFieldError: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { 统一社会信用代码: DEMO_CREDIT_CODE });
    await submit(canvas);
    await expect(
      await canvas.findByText('该统一社会信用代码已注册，请直接登录或找回密码', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(field(canvas, '统一社会信用代码')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, '单位名称')).toHaveValue('闽江数据有限公司');
  },
};

/** 营业执照: one image (JPG, PNG or WEBP) with its preview; a GIF is refused at once. */
export const Licence: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /营业执照/ });
    await expect(within(group).getByText('支持 JPG、PNG、WEBP，单张不超过 5MB，最多 1 张')).toBeVisible();
    const gif = new File([new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')], '执照.gif', {
      type: 'image/gif',
    });
    await fireEvent.change(group.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [gif] },
    });
    await expect(
      await within(group).findByText('“执照.gif”无法上传：只能上传图片文件（JPG、PNG、WEBP）'),
    ).toBeVisible();
    await pickLicence(canvas);
    await userEvent.click(within(group).getByRole('button', { name: '预览第1张图片 营业执照.png' }));
    await expect(await page().findByRole('dialog', { name: '图片预览' })).toBeVisible();
  },
};

/** A failed licence upload is said at the field; nothing is registered. */
export const LicenceUploadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(FILE_UPLOAD_PATH, () =>
          HttpResponse.json({
            code: 413,
            result: null,
            message: '文件“营业执照.png”过大，单个文件不能超过5MB',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(
      await canvas.findByText(
        '营业执照上传失败：文件“营业执照.png”过大，单个文件不能超过5MB',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

const heldRegistration = heldRequest('post', accountPaths.register);

export const Submitting: Story = {
  parameters: { msw: { handlers: [heldRegistration.handler] } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: '注册并登录' })).toHaveAttribute('aria-busy', 'true'),
      { timeout: 8000 },
    );
    await heldRegistration.reached();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(
      await canvas.findByRole('heading', { name: '到达 /zhgl/dwxxws' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await page().findByText('注册成功')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '单位注册', level: 1 })).toBeVisible();
    await submit(canvas);
    await expect(await canvas.findByText('请输入单位名称')).toBeVisible();
  },
};
