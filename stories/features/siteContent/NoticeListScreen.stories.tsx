import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContentPaths } from '../../../contract/homepage';
import NoticeListScreen from '../../../features/siteContent/screens/NoticeListScreen';
import { NOTICES_PAGE } from '../../../features/siteContent/siteContentPages';
import { serverFailure } from '../../mocks/handlers/console';
import { emptySiteContent } from '../../mocks/handlers/siteContent';
import { page, phoneGlobals } from '../support';
import { slow } from '../console/consoleSupport';
import { contentScreen, phoneState } from './siteContentSupport';

const meta = {
  title: 'Features/siteContent/NoticeList',
  component: NoticeListScreen,
  ...contentScreen(NOTICES_PAGE),
} satisfies Meta<typeof NoticeListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (root: HTMLElement) =>
  within(await within(root).findByRole('table', { name: '通知公告列表' }, slow));

/** Pinned first, newest first; a notice whose time lies ahead is marked 定时发布. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const notices = await table(canvasElement);
    await expect(
      await notices.findByRole('link', { name: '关于做好2027届毕业生就业工作的通知' }, slow),
    ).toBeVisible();
    await expect(notices.getByText('置顶')).toBeVisible();
    await expect(notices.getByText('定时发布')).toBeVisible();
  },
};

/** The keyword narrows the list; a search that finds nothing says so. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const notices = await table(canvasElement);
    await notices.findByRole('link', { name: '我校举办秋季双选会' }, slow);
    const box = within(canvasElement).getByRole('textbox', { name: '标题关键字' });
    await userEvent.type(box, '寒假{Enter}');
    await waitFor(() => expect(notices.queryByRole('link', { name: '我校举办秋季双选会' })).toBeNull(), slow);
    await expect(notices.getByRole('link', { name: '寒假期间就业服务安排' })).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, '不存在的通知{Enter}');
    await expect(await within(canvasElement).findByText('没有符合条件的通知', {}, slow)).toBeVisible();
  },
};

/** Deleting asks first; confirmed, the notice is gone. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const notices = await table(canvasElement);
    await userEvent.click(await notices.findByRole('button', { name: '删除我校举办秋季双选会' }, slow));
    const dialog = within(await page().findByRole('dialog', { name: '确定删除该通知吗？' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await page().findByText('删除成功', {}, slow)).toBeVisible();
    await waitFor(() => expect(notices.queryByRole('link', { name: '我校举办秋季双选会' })).toBeNull(), slow);
  },
};

/** 发布通知 opens the editor. */
export const NewNotice: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发布通知' }));
    await expect(await within(canvasElement).findByRole('form', { name: '发布通知' }, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptySiteContent } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无通知公告，点击“发布通知”添加', {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', siteContentPaths.notices)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('通知公告加载失败');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: phoneState,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('关于做好2027届毕业生就业工作的通知', {}, slow)).toBeVisible();
  },
};
