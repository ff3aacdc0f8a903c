import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteContentPaths } from '../../../contract/homepage';
import NoticeEditorScreen from '../../../features/siteContent/screens/NoticeEditorScreen';
import { NEW_NOTICE_PAGE, noticeEditorPath } from '../../../features/siteContent/siteContentPages';
import { serverFailure } from '../../mocks/handlers/console';
import { page, phoneGlobals } from '../support';
import { slow } from '../console/consoleSupport';
import { contentScreen, phoneState } from './siteContentSupport';

const meta = {
  title: 'Features/siteContent/NoticeEditor',
  component: NoticeEditorScreen,
  ...contentScreen(NEW_NOTICE_PAGE),
} satisfies Meta<typeof NoticeEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = async (root: HTMLElement, name: string) =>
  within(await within(root).findByRole('form', { name }, slow));

/** A new notice with nothing filled in: each missing field says so, in Chinese. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement, '发布通知');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('请输入标题')).toBeVisible();
    await expect(form.getByRole('combobox', { name: /栏目/ })).toHaveAccessibleDescription('请选择栏目');
    await expect(form.getByText('请输入内容')).toBeVisible();
  },
};

/** An existing notice: its column, title, body, attachment, pin and time as saved. */
export const Editing: Story = {
  ...contentScreen(noticeEditorPath('tz-1')),
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement, '编辑通知');
    await expect(form.getByRole('textbox', { name: '标题' })).toHaveValue(
      '关于做好2027届毕业生就业工作的通知',
    );
    await expect(await form.findByText('学校将于本学期举办多场双选会，欢迎参加。', {}, slow)).toBeVisible();
    await expect(form.getByRole('link', { name: /就业工作安排\.pdf/ })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /置顶/ })).toBeChecked();
  },
};

/** Saved: back to the list, where the new title shows. */
export const Saved: Story = {
  ...contentScreen(noticeEditorPath('tz-2')),
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement, '编辑通知');
    const title = form.getByRole('textbox', { name: '标题' });
    await userEvent.clear(title);
    await userEvent.type(title, '我校秋季双选会圆满落幕');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await page().findByText('保存成功', {}, slow)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('link', { name: '我校秋季双选会圆满落幕' }, slow),
    ).toBeVisible();
  },
};

/** Deleting from the editor asks first, then goes back to the list. */
export const Removed: Story = {
  ...contentScreen(noticeEditorPath('tz-2')),
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement, '编辑通知');
    await userEvent.click(form.getByRole('button', { name: '删除' }));
    const dialog = within(await page().findByRole('dialog', { name: '确定删除该通知吗？' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(
      await within(canvasElement).findByRole('table', { name: '通知公告列表' }, slow),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  ...contentScreen(noticeEditorPath('tz-1')),
  parameters: {
    ...contentScreen(noticeEditorPath('tz-1')).parameters,
    msw: { handlers: [serverFailure('get', siteContentPaths.notice)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('通知加载失败');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: phoneState,
  play: async ({ canvasElement }) => {
    await expect(await editor(canvasElement, '发布通知')).toBeDefined();
  },
};
