import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consolePaths } from '../../../contract/console';
import EmployerQueueScreen from '../../../features/console/screens/EmployerQueueScreen';
import { serverFailure } from '../../mocks/handlers/console';
import { landing } from '../support';
import { consolePhone, consoleScreen, emptyQueueStory, loadingQueueStory, slow } from './consoleSupport';

const routes = [{ path: '/dw', element: <EmployerQueueScreen /> }, landing('/dw/:id')];

const meta = {
  title: 'Features/console/EmployerQueue',
  component: EmployerQueueScreen,
  ...consoleScreen(routes, '/dw'),
} satisfies Meta<typeof EmployerQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (root: HTMLElement, name: string) => within(within(root).getByRole('table', { name }));

/** The pending registrations, oldest first, each opening its review. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '星河智能科技有限公司' }, slow)).toBeVisible();
    const rows = table(canvasElement, '待审核单位').getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(canvas.getByText('136****1111')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '审核 蓝海生物医药股份有限公司' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dw/:id' })).toBeVisible();
  },
};

/** Another state's tab, and 全部. */
export const ByState: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '星河智能科技有限公司' }, slow);
    await userEvent.click(canvas.getByRole('tab', { name: '已驳回' }));
    await expect(await canvas.findByRole('link', { name: '某某贸易商行' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '星河智能科技有限公司' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(await canvas.findByRole('link', { name: '远山建筑设计研究院' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '星河智能科技有限公司' })).toBeVisible();
  },
};

/** A keyword narrows the list; nothing matching says so. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '星河智能科技有限公司' }, slow);
    const keyword = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.type(keyword, '青松');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(
      () => expect(canvas.queryByRole('link', { name: '星河智能科技有限公司' })).not.toBeInTheDocument(),
      slow,
    );
    await expect(canvas.getByRole('link', { name: '青松教育咨询有限公司' })).toBeVisible();
    await userEvent.clear(keyword);
    await userEvent.type(keyword, '不存在的单位');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合条件的单位', {}, slow)).toBeVisible();
  },
};

export const Empty: Story = emptyQueueStory('暂无待审核的单位');

export const Loading: Story = loadingQueueStory(consolePaths.employerList, '待审核单位');

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', consolePaths.employerList)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('单位列表加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** On phones each registration is a card with its way into the review. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('星河智能科技有限公司', {}, slow)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^去审核 / })).toHaveLength(3);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
