import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementPaths } from '../../../../contract/announcements';
import AnnouncementQueueScreen from '../../../../features/announcements/school/screens/AnnouncementQueueScreen';
import {
  consolePhone,
  consoleScreen,
  emptyQueueStory,
  loadErrorStory,
  loadingQueueStory,
  slow,
} from '../../console/consoleSupport';
import { landing } from '../../support';

const routes = [{ path: '/zpgg', element: <AnnouncementQueueScreen /> }, landing('/zpgg/:id')];

const meta = {
  title: 'Features/announcements/school/AnnouncementQueue',
  component: AnnouncementQueueScreen,
  ...consoleScreen(routes, '/zpgg'),
} satisfies Meta<typeof AnnouncementQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending announcements, oldest submission first; a flagged one carries 内容提示. */
export const List: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: '远山建筑设计研究院2025届校园招聘简章' }, slow);
    const table = within(canvas.getByRole('table', { name: '待审核公告' }));
    await expect(table.getAllByRole('row')).toHaveLength(3);
    await expect(table.getByText('内容提示')).toBeVisible();
    await expect(table.getAllByText('2025-03-12 至 2025-05-31')).toHaveLength(2);
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { name: '到达 /zpgg/:id' })).toBeVisible();
  },
};

/** Flagged only, then a keyword nothing matches, then 全部. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '远山建筑设计研究院2025届校园招聘简章' }, slow);
    await userEvent.click(canvas.getByRole('checkbox', { name: '仅看有内容提示的' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(
      () =>
        expect(
          canvas.queryByRole('link', { name: '远山建筑设计研究院2025届校园招聘简章' }),
        ).not.toBeInTheDocument(),
      slow,
    );
    await expect(canvas.getByRole('link', { name: '星河智能2025春季招聘公告' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '宣讲');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合条件的公告', {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(
      await canvas.findByRole('link', { name: '远山建筑设计研究院实习生招募' }, slow),
    ).toBeVisible();
  },
};

export const Empty: Story = emptyQueueStory('暂无待审核的公告');

export const Loading: Story = loadingQueueStory(announcementPaths.schoolList, '待审核公告');

export const LoadError: Story = loadErrorStory(announcementPaths.schoolList, '公告列表加载失败');

export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('星河智能2025春季招聘公告', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^去审核 / })).toHaveLength(2);
  },
};
