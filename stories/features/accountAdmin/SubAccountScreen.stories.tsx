import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SubAccountScreen from '../../../features/accountAdmin/screens/SubAccountScreen';
import {
  MOCK_READONLY_TOKEN,
  MOCK_USED_MOBILE,
  resetAccountAdminMock,
} from '../../mocks/handlers/accountAdmin';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page, storeState } from '../support';

const at = employerScreenAt({
  path: '/zhgl/kszzh',
  phoneTitle: '开设子账号',
  screen: <SubAccountScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/accountAdmin/SubAccounts',
  component: SubAccountScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetAccountAdminMock(),
  ...at(),
} satisfies Meta<typeof SubAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const loaded = (canvas: Canvas) => canvas.findByRole('row', { name: /李招聘/ }, slow);
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });
const field = (scope: ReturnType<typeof page>, label: string) =>
  scope.getByLabelText(new RegExp(`^\\*?${label}$`));

/** Opens the form of a new sub-account and returns it. */
async function openForm(canvas: Canvas) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: '开设子账号' }));
  return page().findByRole('dialog', { name: '开设子账号' });
}

async function chooseRole(dialog: HTMLElement, role: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /角色/ }));
  await userEvent.click(await page().findByRole('option', { name: role }));
}

/** The main account's view: itself first without actions, then each sub-account with its state and actions. */
export const MainAccountList: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '开设子账号', level: 1 })).toBeVisible();
    const [mainRow] = canvas.getAllByRole('row').slice(1);
    await expect(within(mainRow!).getByText('主账号')).toBeVisible();
    await expect(within(mainRow!).queryAllByRole('button')).toEqual([]);
    const recruiter = rowOf(canvas, '李招聘');
    await expect(
      within(recruiter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['编辑', '停用', '重置密码', '移交主账号']);
    await expect(recruiter).toHaveTextContent('2025年3月5日');
    await expect(within(rowOf(canvas, '陈新人')).getByText('密码待设置')).toBeVisible();
    await expect(within(rowOf(canvas, '孙停用')).getByText('停用')).toBeVisible();
  },
};

/** Only the main account so far: the list says so and invites the first sub-account. */
export const OnlyMainAccount: Story = {
  beforeEach: () => resetAccountAdminMock({ onlyMain: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有子账号/, {}, slow)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '开设子账号' })).toHaveLength(2);
  },
};

export const CreateWithErrors: Story = {
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await userEvent.type(field(within(dialog), '手机号'), '1390000');
    await userEvent.click(within(dialog).getByRole('button', { name: '开设子账号' }));
    await expect(await within(dialog).findByText('请输入姓名')).toBeVisible();
    await expect(within(dialog).getByText('请输入正确的手机号码')).toBeVisible();
    await expect(within(dialog).getByText('请选择角色')).toBeVisible();
    await expect(field(within(dialog), '姓名')).toHaveFocus();
  },
};

export const CreateSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await userEvent.type(field(within(dialog), '姓名'), '周新');
    await userEvent.type(field(within(dialog), '手机号'), '13900000009');
    await chooseRole(dialog, '招聘专员');
    await userEvent.click(within(dialog).getByRole('button', { name: '开设子账号' }));
    await expect(
      await page().findByText('子账号已开设，请通知其使用短信验证码登录并设置密码', {}, slow),
    ).toBeVisible();
    const row = await canvas.findByRole('row', { name: /周新/ }, slow);
    await expect(within(row).getByText('密码待设置')).toBeVisible();
    await expect(row).toHaveTextContent('招聘专员');
  },
};

/** The server refuses a mobile another account logs in with: the message is at the field. */
export const MobileAlreadyUsed: Story = {
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas);
    await userEvent.type(field(within(dialog), '姓名'), '周新');
    await userEvent.type(field(within(dialog), '手机号'), MOCK_USED_MOBILE);
    await chooseRole(dialog, '只读');
    await userEvent.click(within(dialog).getByRole('button', { name: '开设子账号' }));
    await expect(await within(dialog).findByText('该手机号已被其他账号使用', {}, slow)).toBeVisible();
    await expect(field(within(dialog), '手机号')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DisableWithConfirmation: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '停用 李招聘' }));
    const dialog = await page().findByRole('alertdialog', { name: '停用“李招聘”？' });
    await expect(dialog).toHaveTextContent('停用后该账号的登录将立即失效');
    await userEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await expect(await page().findByText('已停用，该账号的登录已失效', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '启用 李招聘' })).toBeVisible(), slow);
  },
};

/** Handing the main account over warns that its holder will manage nothing any more. */
export const HandOverWarning: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '移交主账号 李招聘' }));
    const dialog = await page().findByRole('alertdialog', { name: '将主账号移交给“李招聘”？' });
    await expect(dialog).toHaveTextContent('移交后您将成为管理员子账号，无法再管理子账号和角色');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A 只读 user (账号管理·查看, not the main account): the list only, mobiles masked. */
export const ReadOnlyForSubAccount: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('仅单位主账号可以开设和管理子账号')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '开设子账号' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    await expect(rowOf(canvas, '李招聘')).toHaveTextContent('139****0001');
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zhgl/kszzh', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('李招聘', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '开设子账号', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '重置密码 李招聘' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '编辑 李招聘' }));
    const sheet = await page().findByRole('dialog', { name: '编辑子账号' });
    await expect(field(within(sheet), '姓名')).toHaveValue('李招聘');
    await expect(within(sheet).getByRole('switch', { name: '启用' })).toHaveAttribute('aria-checked', 'true');
  },
};
