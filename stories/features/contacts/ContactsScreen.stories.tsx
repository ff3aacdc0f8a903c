import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactPaths } from '../../../contract/contacts';
import ContactsScreen from '../../../features/contacts/screens/ContactsScreen';
import { MOCK_READONLY_TOKEN } from '../../mocks/handlers/accountAdmin';
import { resetContactsMock } from '../../mocks/handlers/contacts';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page, storeState } from '../support';

const at = employerScreenAt({
  path: '/zhgl/cylxr',
  phoneTitle: '常用联系人',
  screen: <ContactsScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/contacts/Contacts',
  component: ContactsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetContactsMock(),
  ...at(),
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const loaded = (canvas: Canvas) => canvas.findAllByText('张敏', {}, slow);
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });
const field = (scope: ReturnType<typeof page>, label: string) =>
  scope.getByLabelText(new RegExp(`^\\*?${label}$`));

async function openNew(canvas: Canvas) {
  await loaded(canvas);
  await userEvent.click(await canvas.findByRole('button', { name: '添加联系人' }, slow));
  return page().findByRole('dialog', { name: '添加联系人' });
}

/** The default first and marked, each row with its actions; the default offers no 设为默认. */
export const List: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await canvas.findByRole('columnheader', { name: '操作' }, slow);
    await expect(canvas.getByRole('heading', { name: '常用联系人', level: 1 })).toBeVisible();
    const [first] = canvas.getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent('张敏默认');
    await expect(
      within(first!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['编辑', '删除']);
    await expect(rowOf(canvas, '王芳')).toHaveTextContent('—');
    await expect(within(rowOf(canvas, '李强')).getByRole('button', { name: '设为默认 李强' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(contactPaths.list, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByText('张敏')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: () => resetContactsMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有常用联系人/, {}, slow)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '添加联系人' }, slow));
    await expect(await page().findByRole('dialog', { name: '添加联系人' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(contactPaths.list, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '常用联系人加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
  },
};

export const AddWithErrors: Story = {
  play: async ({ canvas }) => {
    const dialog = await openNew(canvas);
    const scope = within(dialog);
    await userEvent.type(field(scope, '手机号码'), '1381234');
    await userEvent.type(field(scope, '固定电话'), '12345');
    await userEvent.type(field(scope, '电子邮箱'), 'hr@');
    await userEvent.click(scope.getByRole('button', { name: '添加联系人' }));
    await expect(await scope.findByText('请输入联系人姓名')).toBeVisible();
    await expect(scope.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(scope.getByText('请输入正确的固定电话号码')).toBeVisible();
    await expect(scope.getByText('请输入正确的电子邮箱')).toBeVisible();
    await expect(field(scope, '姓名')).toHaveFocus();
  },
};

export const AddSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await openNew(canvas);
    const scope = within(dialog);
    await userEvent.type(field(scope, '姓名'), '赵磊');
    await userEvent.type(field(scope, '职务'), '校园招聘经理');
    await userEvent.type(field(scope, '手机号码'), '13600002222');
    await userEvent.click(scope.getByRole('button', { name: '添加联系人' }));
    await expect(await page().findByText('联系人已添加', {}, slow)).toBeVisible();
    const row = await canvas.findByRole('row', { name: /赵磊/ }, slow);
    await expect(row).toHaveTextContent('校园招聘经理');
  },
};

export const EditContact: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑 李强' }, slow));
    const dialog = await page().findByRole('dialog', { name: '编辑联系人' });
    const name = field(within(dialog), '姓名');
    await expect(name).toHaveValue('李强');
    await userEvent.clear(name);
    await userEvent.type(name, '李强强');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await page().findByText('联系人已保存', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /李强强/ }, slow)).toBeVisible();
  },
};

/** 设为默认 moves the mark: the new default is listed first, the old one loses it. */
export const SetDefault: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '设为默认 王芳' }, slow));
    await expect(await page().findByText('已设为默认联系人', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/王芳\s*默认/), slow);
    // No longer the default: its row offers 设为默认 again.
    await expect(await canvas.findByRole('button', { name: '设为默认 张敏' }, slow)).toBeVisible();
  },
};

/** Removing the default says another becomes the default, and it does. */
export const RemoveDefault: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '删除 张敏' }, slow));
    const dialog = await page().findByRole('alertdialog', { name: '删除联系人“张敏”？' });
    await expect(dialog).toHaveTextContent('删除后最早添加的其他联系人将成为默认联系人');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await page().findByText('联系人已删除', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/李强\s*默认/), slow);
  },
};

/** 账号管理·查看 only: the list without actions, and why. */
export const ReadOnly: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText(/添加和修改需要“账号管理·管理”权限/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '添加联系人' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zhgl/cylxr', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: '设为默认 李强' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加联系人' }));
    const sheet = await page().findByRole('dialog', { name: '添加联系人' });
    await expect(field(within(sheet), '姓名')).toBeVisible();
  },
};
