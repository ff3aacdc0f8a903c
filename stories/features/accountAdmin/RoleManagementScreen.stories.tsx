import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RoleManagementScreen from '../../../features/accountAdmin/screens/RoleManagementScreen';
import {
  MOCK_READONLY_TOKEN,
  MOCK_ROLE_IN_USE,
  MOCK_ROLE_UNUSED,
  resetAccountAdminMock,
} from '../../mocks/handlers/accountAdmin';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page, storeState } from '../support';

const at = employerScreenAt({
  path: '/zhgl/jsgl',
  phoneTitle: '角色管理',
  screen: <RoleManagementScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/accountAdmin/Roles',
  component: RoleManagementScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetAccountAdminMock(),
  ...at(),
} satisfies Meta<typeof RoleManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const loaded = (canvas: Canvas) => canvas.findByRole('row', { name: new RegExp(MOCK_ROLE_IN_USE) }, slow);
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });

/** Built-in roles to look at, custom roles to edit and remove, each with its grants and users. */
export const RoleList: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '角色管理', level: 1 })).toBeVisible();
    const recruiter = rowOf(canvas, '招聘专员');
    await expect(within(recruiter).getByText('内置')).toBeVisible();
    await expect(within(recruiter).getByText('招聘信息·管理')).toBeVisible();
    await expect(
      within(recruiter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['查看']);
    await expect(
      within(rowOf(canvas, MOCK_ROLE_UNUSED)).getByRole('button', { name: `编辑 ${MOCK_ROLE_UNUSED}` }),
    ).toBeVisible();
  },
};

/** A new role: its name, then a level for each section in the matrix. */
export const CreateCustomRole: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '新建角色' }));
    const drawer = await page().findByRole('dialog', { name: '新建角色' });
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await expect(await within(drawer).findByText('请输入角色名称')).toBeVisible();

    await userEvent.type(within(drawer).getByLabelText(/^\*?角色名称$/), '宣讲专员');
    const talks = within(drawer).getByRole('radiogroup', { name: '宣讲会' });
    await expect(talks).toHaveAccessibleDescription('宣讲会申请、场地预约');
    await userEvent.click(within(talks).getByRole('radio', { name: '管理' }));
    const recruiting = within(drawer).getByRole('radiogroup', { name: '招聘信息' });
    await userEvent.click(within(recruiting).getByRole('radio', { name: '查看' }));
    await expect(
      within(within(drawer).getByRole('radiogroup', { name: '签约中心' })).getAllByRole('radio'),
    ).toHaveLength(4);
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));

    await expect(await page().findByText('角色已保存', {}, slow)).toBeVisible();
    const row = await canvas.findByRole('row', { name: /宣讲专员/ }, slow);
    await expect(row).toHaveTextContent('宣讲会·管理');
    await expect(row).toHaveTextContent('招聘信息·查看');
  },
};

/** A built-in role opens read only: each section's level, no form. */
export const BuiltInReadOnly: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '查看 管理员' }));
    const drawer = await page().findByRole('dialog', { name: '角色：管理员' });
    await expect(within(drawer).getByText('内置角色，不能修改或删除。')).toBeVisible();
    await expect(within(drawer).getByText('签约')).toBeVisible();
    await expect(within(drawer).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** 删除 of a role accounts still hold is unavailable, and its hint says why (also its description). */
export const DeleteBlockedWhileInUse: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const remove = within(rowOf(canvas, MOCK_ROLE_IN_USE)).getByRole('button', {
      name: `删除 ${MOCK_ROLE_IN_USE}`,
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription('该角色仍有账号在使用，请先为这些账号更换角色');
    await userEvent.hover(remove);
    await waitFor(() => expect(page().getByRole('tooltip')).toBeVisible());
    await userEvent.click(remove);
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Removing a role nobody holds asks first. */
export const DeleteUnused: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `删除 ${MOCK_ROLE_UNUSED}` }));
    await userEvent.click(await page().findByRole('button', { name: '删除' }));
    await expect(await page().findByText('角色已删除', {}, slow)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('row', { name: new RegExp(MOCK_ROLE_UNUSED) })).not.toBeInTheDocument(),
    );
  },
};

/** A 只读 user (账号管理·查看, not the main account) only looks, custom roles included. */
export const ReadOnlyForSubAccount: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('仅单位主账号可以新建和修改角色')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新建角色' })).not.toBeInTheDocument();
    await expect(
      within(rowOf(canvas, MOCK_ROLE_UNUSED))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['查看']);
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zhgl/jsgl', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MOCK_ROLE_IN_USE, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `编辑 ${MOCK_ROLE_UNUSED}` }));
    const sheet = await page().findByRole('dialog', { name: `编辑角色：${MOCK_ROLE_UNUSED}` });
    await expect(within(sheet).getByRole('radiogroup', { name: '账号管理' })).toBeVisible();
  },
};
