import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consolePaths } from '../../../contract/console';
import EmployerReviewScreen from '../../../features/console/screens/EmployerReviewScreen';
import { reviewLosesRace } from '../../mocks/handlers/console';
import { landing, page } from '../support';
import {
  consolePhone,
  consoleScreen,
  loadErrorStory,
  renderAt,
  reviewActions as actions,
  slow,
} from './consoleSupport';

const routes = [{ path: '/dw/:id', element: <EmployerReviewScreen /> }, landing('/dw')];
const at = (id: string) => renderAt(routes, `/dw/${id}`);

const meta = {
  title: 'Features/console/EmployerReview',
  component: EmployerReviewScreen,
  ...consoleScreen(routes, '/dw/dw1001'),
} satisfies Meta<typeof EmployerReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending registration: exactly what was submitted, the licence, the history, and the three actions. */
export const Pending: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '星河智能科技有限公司' }, slow)).toBeVisible();
    await expect(canvas.getByText('待审核', { selector: '[data-ui="status-badge"]' })).toBeVisible();
    await expect(canvas.getByText('13912345678')).toBeVisible();
    await expect(canvas.getByText('其他企业')).toBeVisible();
    await expect(canvas.getByText('信息传输、软件和信息技术服务业')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /营业执照/ })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '审核记录' })).getByText('注册')).toBeVisible();
    for (const name of ['通过', '驳回', '要求修改'])
      await expect(actions(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

/** 通过 asks for an optional note, then the state and the history show the pass. */
export const Pass: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '星河智能科技有限公司' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '通过' }));
    const dialog = within(await page().findByRole('dialog', { name: '审核通过' }));
    await expect(dialog.getByRole('textbox', { name: '审核意见（选填）' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '确认通过' }));
    const toast = await page().findByText('已通过', { selector: '[data-ui="message"] *' }, slow);
    await expect(toast).toBeVisible();
    await expect(
      await canvas.findByText('已通过', { selector: '[data-ui="status-badge"]' }, slow),
    ).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '审核记录' })).getByText('审核通过')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** 驳回 refuses an empty reason at the field, then rejects with the reason written. */
export const RejectNeedsReason: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '星河智能科技有限公司' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('请填写驳回的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '营业执照与单位名称不一致');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText('驳回原因：营业执照与单位名称不一致', {}, slow)).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: '审核记录' })).getByText(/营业执照与单位名称不一致/),
    ).toBeVisible();
  },
};

/** A passed registration is read-only: no actions. */
export const Passed: Story = {
  render: at('dw1004'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '远山建筑设计研究院' }, slow)).toBeVisible();
    await expect(canvas.getByText('已通过', { selector: '[data-ui="status-badge"]' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** A rejected registration shows the reason it was given, and waits for the employer. */
export const Rejected: Story = {
  render: at('dw1005'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/驳回原因：营业执照图片模糊/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** Another reviewer decided first (409): the page reads the registration again and says so. */
export const Conflict: Story = {
  parameters: { msw: { handlers: [reviewLosesRace('employer')] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '星河智能科技有限公司' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '要求修改' }));
    const dialog = within(await page().findByRole('dialog', { name: '要求修改' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /修改意见/ }), '请补充联系人手机号');
    await userEvent.click(dialog.getByRole('button', { name: '确认要求修改' }));
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('状态已发生变化');
    await expect(await canvas.findByText(/王老师/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** Another site's id answers as a missing one. */
export const NotFound: Story = {
  render: at('dw9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '单位信息不存在' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回单位列表' })).toHaveAttribute('href', '/dw');
  },
};

export const LoadError: Story = loadErrorStory(consolePaths.employerDetail, '单位信息加载失败');

export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '星河智能科技有限公司' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    await expect(await page().findByRole('dialog', { name: '驳回' })).toBeVisible();
  },
};
