import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteContentPaths } from '../../../contract/homepage';
import SiteContentScreen from '../../../features/siteContent/screens/SiteContentScreen';
import { SITE_CONTENT_PAGE } from '../../../features/siteContent/siteContentPages';
import { serverFailure } from '../../mocks/handlers/console';
import { emptySiteContent } from '../../mocks/handlers/siteContent';
import { page, phoneGlobals } from '../support';
import { slow } from '../console/consoleSupport';
import { contentScreen, phoneState } from './siteContentSupport';

const meta = {
  title: 'Features/siteContent/ColumnsAndLinks',
  component: SiteContentScreen,
  ...contentScreen(SITE_CONTENT_PAGE),
} satisfies Meta<typeof SiteContentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnList = async (root: HTMLElement) =>
  within(await within(root).findByRole('list', { name: '栏目列表' }, slow));

/** The columns, the quick links and the friendly links, and the tabs to the other content pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect((await columnList(canvasElement)).getByText('通知公告')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '快捷导航列表' }, slow)).toHaveTextContent(
      '单位登录',
    );
    await expect(canvas.getByRole('list', { name: '友情链接列表' })).toHaveTextContent(
      '国家大学生就业服务平台',
    );
    const nav = within(canvas.getByRole('navigation', { name: '网站内容' }));
    await expect(nav.getByRole('link', { name: '栏目与链接' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: '模板与标志' }));
    await expect(await canvas.findByRole('form', { name: '模板与标志' }, slow)).toBeVisible();
  },
};

/** An empty name is refused before anything is sent; a new column joins the list. */
export const ColumnAdded: Story = {
  play: async ({ canvasElement }) => {
    const columns = await columnList(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加栏目' }));
    await expect(await canvas.findByText('请输入栏目名称')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '栏目名称' }), '政策法规');
    await userEvent.click(canvas.getByRole('button', { name: '添加栏目' }));
    await expect(await columns.findByText('政策法规', {}, slow)).toBeVisible();
  },
};

/** A column with notices is not deleted: the server's reason shows after the confirmation. */
export const ColumnInUse: Story = {
  play: async ({ canvasElement }) => {
    const columns = await columnList(canvasElement);
    await userEvent.click(columns.getByRole('button', { name: '删除栏目通知公告' }));
    const dialog = within(await page().findByRole('dialog', { name: '确定删除栏目“通知公告”吗？' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(
      await page().findByText('该栏目下还有通知公告，请先删除或移到其他栏目', {}, slow),
    ).toBeVisible();
    await expect(columns.getByText('通知公告')).toBeVisible();
  },
};

/** Deleting a link asks first; confirmed, it is gone. */
export const LinkRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(await canvas.findByRole('list', { name: '快捷导航列表' }, slow));
    await userEvent.click(links.getByRole('button', { name: '删除单位登录' }));
    const dialog = within(await page().findByRole('dialog', { name: '确定删除“单位登录”吗？' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('暂无快捷导航', {}, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptySiteContent } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无栏目', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('暂无友情链接', {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', siteContentPaths.columns)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/栏目加载失败/, {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: phoneState,
  play: async ({ canvasElement }) => {
    await expect((await columnList(canvasElement)).getByText('通知公告')).toBeVisible();
  },
};
