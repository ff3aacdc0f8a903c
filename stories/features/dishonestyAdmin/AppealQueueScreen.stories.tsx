import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dishonestyPaths } from '../../../contract/dishonesty';
import AppealQueueScreen from '../../../features/dishonestyAdmin/screens/AppealQueueScreen';
import { emptyAppeals, resetDishonestyAdminMock } from '../../mocks/handlers/dishonestyAdmin';
import { landing } from '../support';
import { consolePhone, consoleScreen, loadErrorStory, slow } from '../console/consoleSupport';

const routes = [{ path: '/bcxss', element: <AppealQueueScreen /> }, landing('/bcxss/:id')];
const screen = consoleScreen(routes, '/bcxss');

const meta = {
  title: 'Features/dishonestyAdmin/AppealQueue',
  component: AppealQueueScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetDishonestyAdminMock();
  },
} satisfies Meta<typeof AppealQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 待处理 first: the employer, the record, the reason and how many attachments; the name opens it. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: '待处理不诚信申诉' }, slow));
    await expect(await table.findByText('示例科技（上海）有限公司', {}, slow)).toBeVisible();
    await expect(table.getByText('招聘会预订展位后未到场（2026届秋季双选会）')).toBeVisible();
    await expect(table.getByText('1个')).toBeVisible();
    await expect(table.queryByText('星河科技有限公司')).toBeNull();
    await userEvent.click(table.getByRole('link', { name: '示例科技（上海）有限公司' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /bcxss/:id' }, slow)).toBeVisible();
  },
};

/** 全部 shows the answered ones with their state. */
export const All: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '待处理不诚信申诉' }, slow);
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    const table = within(await canvas.findByRole('table', { name: '全部不诚信申诉' }, slow));
    await expect(await table.findByText('星河科技有限公司', {}, slow)).toBeVisible();
    await expect(table.getByText('申诉成功')).toBeVisible();
    await expect(table.getByText('申诉驳回')).toBeVisible();
  },
};

/** A name that matches no appeal says so. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('示例科技（上海）有限公司', {}, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: '单位名称' }), '不存在的单位');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合条件的不诚信申诉', {}, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyAppeals] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待处理的不诚信申诉', {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory(dishonestyPaths.schoolAppeals, '不诚信申诉列表加载失败');

/** On phones each appeal is a card leading to 去审核. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: '去审核 示例科技（上海）有限公司' }, slow),
    ).toBeVisible();
  },
};
