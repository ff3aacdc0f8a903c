import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { positionPaths } from '../../../../contract/positions';
import PositionQueueScreen from '../../../../features/positions/school/screens/PositionQueueScreen';
import {
  consolePhone,
  consoleScreen,
  emptyQueueStory,
  loadErrorStory,
  loadingQueueStory,
  slow,
} from '../../console/consoleSupport';
import { landing, page } from '../../support';

const routes = [{ path: '/zpgw', element: <PositionQueueScreen /> }, landing('/zpgw/:id')];

const meta = {
  title: 'Features/positions/school/PositionQueue',
  component: PositionQueueScreen,
  ...consoleScreen(routes, '/zpgw'),
} satisfies Meta<typeof PositionQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending positions, oldest submission first; a flagged one carries 内容提示. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '后端开发工程师' }, slow)).toBeVisible();
    const table = within(canvas.getByRole('table', { name: '待审核职位' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByText('内容提示')).toBeVisible();
    await expect(table.getByText('面议')).toBeVisible();
    await expect(table.getByText('月薪 8,000-12,000 元')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '市场专员' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zpgw/:id' })).toBeVisible();
  },
};

/** Filters: nature, category, flagged only; nothing matching says so; 重置 brings all back. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '后端开发工程师' }, slow);
    await userEvent.click(canvas.getByRole('checkbox', { name: '仅看有内容提示的' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(
      () => expect(canvas.queryByRole('link', { name: '后端开发工程师' })).not.toBeInTheDocument(),
      slow,
    );
    await expect(canvas.getByRole('link', { name: '市场专员' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '实习');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合条件的职位', {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(await canvas.findByRole('link', { name: '后端开发工程师' }, slow)).toBeVisible();
  },
};

/** Bulk pass: the passed ones leave the queue; one the employer withdrew meanwhile is named with why. */
export const BulkPassWithFailure: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '后端开发工程师' }, slow);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 后端开发工程师' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 数据分析实习生' }));
    await expect(canvas.getByText('已选 2 个职位')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '批量通过' }));
    const confirm = within(await page().findByRole('alertdialog', { name: '批量通过' }));
    await userEvent.click(confirm.getByRole('button', { name: '确认通过' }));
    const result = within(await page().findByRole('dialog', { name: '批量通过结果' }, slow));
    await expect(result.getByText('已通过 1 个职位')).toBeVisible();
    const failures = within(result.getByRole('list', { name: '未通过的职位' }));
    await expect(failures.getByText('数据分析实习生')).toBeVisible();
    await expect(failures.getByText('当前状态为“草稿”，不能审核通过')).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: '知道了' }));
    await expect(await canvas.findByText('已选 0 个职位', {}, slow)).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('link', { name: '后端开发工程师' })).not.toBeInTheDocument(),
      slow,
    );
  },
};

/** Another state's tab: published positions cannot be picked for a bulk pass. */
export const Published: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '后端开发工程师' }, slow);
    await userEvent.click(canvas.getByRole('tab', { name: '已发布' }));
    await expect(await canvas.findByRole('link', { name: '结构设计师' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '批量通过' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: /^选择/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = emptyQueueStory('暂无待审核的职位');

export const Loading: Story = loadingQueueStory(positionPaths.schoolList, '待审核职位');

export const LoadError: Story = loadErrorStory(positionPaths.schoolList, '职位列表加载失败');

/** On phones: cards with a checkbox each, the bulk pass above them. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('后端开发工程师', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: '选择 市场专员' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '批量通过' })).toBeDisabled();
  },
};
