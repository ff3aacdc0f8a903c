import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { invoicePaths } from '../../../contract/invoices';
import InvoicesScreen from '../../../features/invoices/screens/InvoicesScreen';
import { MOCK_READONLY_TOKEN } from '../../mocks/handlers/accountAdmin';
import { resetInvoicesMock } from '../../mocks/handlers/invoices';
import { TAX_NUMBER } from '../../fixtures/bookingSteps';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page, storeState } from '../support';

const at = employerScreenAt({
  path: '/zhgl/fpxxgl',
  phoneTitle: '发票信息管理',
  screen: <InvoicesScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/invoices/Invoices',
  component: InvoicesScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetInvoicesMock(),
  ...at(),
} satisfies Meta<typeof InvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const FIRST = '福州示例科技有限公司';
const SECOND = '福州示例科技有限公司（财务部）';
const loaded = (canvas: Canvas) => canvas.findAllByText(FIRST, {}, slow);
const field = (scope: ReturnType<typeof page>, label: string) =>
  scope.getByLabelText(new RegExp(`^\\*?${label}$`));

async function openNew(canvas: Canvas) {
  await loaded(canvas);
  await userEvent.click(await canvas.findByRole('button', { name: '添加发票信息' }, slow));
  return page().findByRole('dialog', { name: '添加发票信息' });
}

/** The default first and marked, each with its kind and actions. */
export const List: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await canvas.findByRole('columnheader', { name: '操作' }, slow);
    await expect(canvas.getByRole('heading', { name: '发票信息管理', level: 1 })).toBeVisible();
    const [first, second] = canvas.getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent(`${FIRST}默认普通发票`);
    await expect(second).toHaveTextContent('专用发票');
    await expect(second).toHaveTextContent('中国工商银行福州鼓楼支行');
    await expect(within(second!).getByRole('button', { name: `设为默认 ${SECOND}` })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(invoicePaths.list, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByText(FIRST)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: () => resetInvoicesMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有保存发票信息/, {}, slow)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '添加发票信息' }, slow));
    await expect(await page().findByRole('dialog', { name: '添加发票信息' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(invoicePaths.list, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '发票信息加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
  },
};

/** 专用发票 asks for its four more fields, each naming its problem. */
export const AddSpecialWithErrors: Story = {
  play: async ({ canvas }) => {
    const scope = within(await openNew(canvas));
    await userEvent.click(scope.getByRole('radio', { name: '专用发票' }));
    await userEvent.type(field(scope, '纳税人识别号'), '12345');
    await userEvent.type(field(scope, '银行账号'), '12ab');
    await userEvent.click(scope.getByRole('button', { name: '添加发票信息' }));
    await expect(await scope.findByText('请输入发票抬头')).toBeVisible();
    await expect(scope.getByText(/纳税人识别号格式错误/)).toBeVisible();
    await expect(scope.getByText('专用发票请填写注册地址')).toBeVisible();
    await expect(scope.getByText('专用发票请填写注册电话')).toBeVisible();
    await expect(scope.getByText('专用发票请填写开户银行')).toBeVisible();
    await expect(scope.getByText('银行账号应为8至30位数字')).toBeVisible();
  },
};

export const AddSuccess: Story = {
  play: async ({ canvas }) => {
    const scope = within(await openNew(canvas));
    await userEvent.type(field(scope, '发票抬头'), '厦门测试有限公司');
    await userEvent.type(field(scope, '纳税人识别号'), TAX_NUMBER);
    await userEvent.click(scope.getByRole('button', { name: '添加发票信息' }));
    await expect(await page().findByText('发票信息已添加', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /厦门测试有限公司/ }, slow)).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: `编辑 ${SECOND}` }, slow));
    const dialog = await page().findByRole('dialog', { name: '编辑发票信息' });
    const title = field(within(dialog), '发票抬头');
    await expect(title).toHaveValue(SECOND);
    await expect(field(within(dialog), '开户银行')).toHaveValue('中国工商银行福州鼓楼支行');
    await userEvent.clear(title);
    await userEvent.type(title, '福州示例分公司');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await page().findByText('发票信息已保存', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /福州示例分公司/ }, slow)).toBeVisible();
  },
};

export const SetDefault: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: `设为默认 ${SECOND}` }, slow));
    await expect(await page().findByText('已设为默认发票信息', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/财务部）\s*默认/), slow);
  },
};

/** Removing the default says what follows, and the other becomes the default. */
export const RemoveDefault: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: `删除 ${FIRST}` }, slow));
    const dialog = await page().findByRole('alertdialog', { name: `删除发票信息“${FIRST}”？` });
    await expect(dialog).toHaveTextContent('删除后最早添加的其他发票信息将成为默认');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await page().findByText('发票信息已删除', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), slow);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/财务部）\s*默认/);
  },
};

/** 账号管理·查看 only: the list without actions, and why. */
export const ReadOnly: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText(/添加和修改需要“账号管理·管理”权限/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '添加发票信息' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zhgl/fpxxgl', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: `设为默认 ${SECOND}` }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加发票信息' }));
    const sheet = await page().findByRole('dialog', { name: '添加发票信息' });
    await expect(field(within(sheet), '发票抬头')).toBeVisible();
  },
};
