import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { accountPaths, type EmployerStanding } from '../../../contract/account';
import MobileHomeScreen from '../../../features/auth/screens/MobileHomeScreen';
import StandingBanner from '../../../features/auth/standing/StandingBanner';
import { PhoneLayout } from '../../../ui/Layout';
import { pngFile } from '../../fixtures/images';
import { demoStanding, setMockStanding } from '../../mocks/handlers/account';
import { ScreenRouter, page, phoneGlobals, storeState } from '../support';

const pending: EmployerStanding = { ...demoStanding, zt: '1', tjsj: '2025-03-20 10:00:00' };
const rejected: EmployerStanding = {
  ...demoStanding,
  zt: '3',
  shyj: '营业执照照片模糊，无法辨认统一社会信用代码，请上传清晰完整的照片。',
};
const changes: EmployerStanding = { ...demoStanding, zt: '4', shyj: '单位性质应为“国有企业”，请更正。' };

/** The banner as the desktop home shows it, under the home's heading. */
function DesktopHome() {
  return (
    <main style={{ display: 'grid', gap: 16, maxWidth: 960, padding: 16 }}>
      <h1 style={{ margin: 0 }}>欢迎，示例科技有限公司</h1>
      <StandingBanner variant="desktop" />
    </main>
  );
}

const meta = {
  title: 'Features/auth/StandingBanner',
  component: StandingBanner,
  args: { variant: 'desktop' },
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: storeState({ loggedIn: true }) },
  },
  render: () => <ScreenRouter routes={[{ path: '/dwsy', element: <DesktopHome /> }]} at="/dwsy" />,
} satisfies Meta<typeof StandingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const standing = (value: EmployerStanding) => () => {
  setMockStanding(value);
  return () => setMockStanding();
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function openForm(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: '修改并重新提交' }));
  return page().findByRole('dialog', { name: '修改注册信息并重新提交' });
}

export const Pending: Story = {
  beforeEach: standing(pending),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: '注册信息审核中' });
    await expect(banner).toHaveTextContent('一般在1-3个工作日内完成');
    await expect(banner).toHaveTextContent('准备职位和公告草稿，但暂不能提交审核');
    await expect(banner).toHaveTextContent('提交时间：2025-03-20 10:00:00');
    await expect(within(banner).queryByRole('button')).toBeNull();
  },
};

export const RejectedWithReason: Story = {
  beforeEach: standing(rejected),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: '注册信息未通过审核' });
    await expect(within(banner).getByText(/驳回原因：/)).toBeVisible();
    await expect(banner).toHaveTextContent('营业执照照片模糊，无法辨认统一社会信用代码');
    await expect(within(banner).getByRole('button', { name: '修改并重新提交' })).toBeVisible();
  },
};

/** Changes requested: the form comes filled; a new licence replaces the one on file; the banner turns pending. */
export const ChangesResubmitted: Story = {
  beforeEach: standing(changes),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: '学校要求修改注册信息' });
    await expect(banner).toHaveTextContent('修改意见：单位性质应为“国有企业”，请更正。');
    const dialog = await openForm(canvas);
    const form = within(dialog);
    await expect(form.getByRole('combobox', { name: /单位性质/ })).toHaveTextContent('其他企业');
    await expect(form.getByRole('img', { name: '已提交的营业执照' })).toBeVisible();

    await userEvent.click(form.getByRole('combobox', { name: /单位性质/ }));
    await userEvent.click(await page().findByRole('option', { name: '国有企业' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await fireEvent.change(input, { target: { files: [pngFile('新营业执照.png')] } });
    await form.findByRole('button', { name: '预览第1张图片 新营业执照.png' });
    await userEvent.click(form.getByRole('button', { name: '重新提交审核' }));

    await expect(await page().findByText('已重新提交，请等待学校审核')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '注册信息审核中' })).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** Each field says what is missing, and nothing is sent. */
export const ResubmitValidation: Story = {
  beforeEach: standing({ ...rejected, dwxz: '', dwhy: '', lxr: '', yyzz: '' }),
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: '重新提交审核' }));
    for (const message of ['请选择单位性质', '请选择单位行业', '请输入联系人', '请上传营业执照'])
      await expect(await form.findByText(message)).toBeVisible();
    await expect(form.getByRole('combobox', { name: /单位性质/ })).toHaveFocus();
    await userEvent.type(form.getByRole('textbox', { name: /联系人/ }), "林'经理");
    await userEvent.tab();
    await expect(await form.findByText("存在非法字符'，请重新输入！")).toBeVisible();
  },
};

/** The server refuses at a field (a licence it cannot use): the message lands there, the form stays. */
export const ResubmitRefused: Story = {
  beforeEach: standing(rejected),
  parameters: {
    msw: {
      handlers: [
        http.post(accountPaths.resubmit, () =>
          HttpResponse.json({ code: 400, result: null, message: '营业执照图片无效，请重新上传' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '重新提交审核' }));
    await expect(await within(dialog).findByText('营业执照图片无效，请重新上传')).toBeVisible();
  },
};

/** Passed: the home says nothing about it. */
export const Passed: Story = {
  beforeEach: standing(demoStanding),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '欢迎，示例科技有限公司' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(accountPaths.standing, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: '注册审核状态暂时无法获取' });
    await expect(banner).toHaveTextContent('服务器繁忙，请稍后再试');
    await expect(within(banner).getByRole('button', { name: '重新获取' })).toBeVisible();
  },
};

/** On the phone home, above who is logged in; the form opens as a bottom sheet. */
export const PhoneRejected: Story = {
  globals: phoneGlobals,
  beforeEach: standing(rejected),
  parameters: { store: { preloadedState: storeState({ phone: true, loggedIn: true }) } },
  render: () => (
    <ScreenRouter
      routes={[
        {
          path: '/dwmobileHome',
          element: (
            <PhoneLayout title="首页">
              <MobileHomeScreen />
            </PhoneLayout>
          ),
        },
      ]}
      at="/dwmobileHome"
    />
  ),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: '注册信息未通过审核' });
    await expect(banner).toHaveTextContent('驳回原因：营业执照照片模糊');
    const dialog = await openForm(canvas);
    await expect(within(dialog).getByRole('button', { name: '重新提交审核' })).toBeVisible();
  },
};
