import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContentPaths } from '../../../contract/homepage';
import BannersScreen from '../../../features/siteContent/screens/BannersScreen';
import { BANNERS_PAGE } from '../../../features/siteContent/siteContentPages';
import { pngFile } from '../../fixtures/images';
import { neverAnswers, serverFailure } from '../../mocks/handlers/console';
import { emptySiteContent } from '../../mocks/handlers/siteContent';
import { page, phoneGlobals } from '../support';
import { slow } from '../console/consoleSupport';
import { contentScreen, phoneState } from './siteContentSupport';

const meta = {
  title: 'Features/siteContent/Banners',
  component: BannersScreen,
  ...contentScreen(BANNERS_PAGE),
} satisfies Meta<typeof BannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (root: HTMLElement) =>
  within(await within(root).findByRole('list', { name: '轮播图列表' }, slow));
const addForm = (root: HTMLElement) => within(within(root).getByRole('form', { name: '添加轮播图' }));

/** The carousel's images in order with their dates and links, and the form to add one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const banners = await list(canvasElement);
    await expect(banners.getByRole('img', { name: '秋季双选会火热报名中' })).toBeVisible();
    await expect(banners.getByText(/2026-09-01 至 2026-12-31/)).toBeVisible();
    await expect(banners.getByText(/长期显示/)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: '轮播图' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Nothing filled in: the form says what is missing, in Chinese, at each field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const form = addForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '链接' }), 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: '添加轮播图' }));
    await expect(await form.findByText('请输入轮播图标题')).toBeVisible();
    await expect(form.getByText('请上传轮播图片')).toBeVisible();
    await expect(form.getByText('链接应以 http://、https:// 或 / 开头')).toBeVisible();
  },
};

/** A new banner: its image uploaded, saved, and in the list. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const form = addForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '标题' }), '春季招聘月');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await userEvent.upload(input, pngFile('春季.png'));
    await expect(await form.findByRole('link', { name: /春季\.png/ }, slow)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '添加轮播图' }));
    await expect(await page().findByText('保存成功', {}, slow)).toBeVisible();
    await expect(
      await (await list(canvasElement)).findByRole('img', { name: '春季招聘月' }, slow),
    ).toBeVisible();
  },
};

/** 编辑 fills the form with the banner; saving keeps the change. */
export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const banners = await list(canvasElement);
    await userEvent.click(banners.getByRole('button', { name: '编辑轮播图名企专场宣讲会' }));
    const form = within(within(canvasElement).getByRole('form', { name: '编辑轮播图' }));
    const title = form.getByRole('textbox', { name: '标题' });
    await expect(title).toHaveValue('名企专场宣讲会');
    await userEvent.clear(title);
    await userEvent.type(title, '名企专场宣讲会（第二场）');
    await userEvent.click(form.getByRole('button', { name: '保存修改' }));
    await expect(
      await (await list(canvasElement)).findByRole('img', { name: '名企专场宣讲会（第二场）' }, slow),
    ).toBeVisible();
  },
};

/** Deleting asks first; confirmed, the banner is gone. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const banners = await list(canvasElement);
    await userEvent.click(banners.getByRole('button', { name: '删除轮播图秋季双选会火热报名中' }));
    const dialog = within(await page().findByRole('dialog', { name: '确定删除该轮播图吗？' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(
      () => expect(banners.queryByRole('img', { name: '秋季双选会火热报名中' })).toBeNull(),
      slow,
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptySiteContent } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无轮播图，首页将不显示轮播区', {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('get', siteContentPaths.banners)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('轮播图加载中')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', siteContentPaths.banners)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('轮播图加载失败');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: phoneState,
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '添加轮播图' })).toBeVisible();
  },
};
