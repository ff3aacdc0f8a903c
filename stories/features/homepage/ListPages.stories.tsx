import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityPaths } from '../../../contract/activities';
import { homepagePaths } from '../../../contract/homepage';
import { positionPaths } from '../../../contract/positions';
import { homepageFailure, homepageHeld, resetHomepageMock } from '../../mocks/handlers/homepage';
import { SiteAt, phoneSite, slow } from './homepageStories';

const meta = {
  title: 'Features/homepage/Pages/Lists',
  component: SiteAt,
  args: { path: '/site/00000/tzgg' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof SiteAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const main = async (canvas: Canvas) => within(await canvas.findByRole('main', {}, slow));

/** The list's items (the first list of the page: the pages' buttons are a list too). */
const items = (page: Canvas) => within(page.getAllByRole('list')[0]!).getAllByRole('listitem');

/** The list's item titles, as shown. */
const titles = (page: Canvas) => items(page).map((item) => item.querySelector('a')?.textContent);

async function firstTitle(page: Canvas, title: string) {
  await waitFor(() => expect(titles(page)[0]).toBe(title), slow);
}

/** 通知公告: ten a page, pinned first; page 2 shows the rest, and the column filter narrows it. */
export const Notices: Story = {
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await page.findByRole('heading', { level: 1, name: '通知公告' }, slow);
    await firstTitle(page, '关于做好2027届毕业生就业工作的通知');
    await expect(items(page)).toHaveLength(10);
    await userEvent.click(page.getByRole('button', { name: '第 2 页' }));
    await firstTitle(page, '关于组织参加线上招聘会的通知');
    await expect(items(page)).toHaveLength(2);
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A column of the navigation: its name as the heading, only its notices. */
export const NoticesOfColumn: Story = {
  args: { path: '/site/00000/tzgg?lmid=lm-jyxw' },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await page.findByRole('heading', { level: 1, name: '就业新闻' }, slow);
    await firstTitle(page, '用人单位进校招聘须知');
    for (const item of items(page)) await expect(item).toHaveTextContent('就业新闻');
  },
};

/** The search keeps the keyword in the address and says when nothing matches. */
export const NoticesSearch: Story = {
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await firstTitle(page, '关于做好2027届毕业生就业工作的通知');
    const box = page.getByRole('textbox', { name: '搜索标题' });
    await userEvent.type(box, '双选会{Enter}');
    await firstTitle(page, '我校举办2027届毕业生秋季双选会');
    await expect(items(page)).toHaveLength(1);
    await userEvent.clear(box);
    await userEvent.type(box, '不存在的标题{Enter}');
    await expect(await page.findByText('没有找到相关内容', {}, slow)).toBeVisible();
  },
};

/** 招聘公告: two pages of the demo's fourteen. */
export const Announcements: Story = {
  args: { path: '/site/00000/zpgg' },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await page.findByRole('heading', { level: 1, name: '招聘公告' }, slow);
    await firstTitle(page, '示例科技有限公司2027届校园招聘公告');
    await userEvent.click(page.getByRole('button', { name: '下一页' }));
    await firstTitle(page, '远航物流集团2027届校园招聘公告（第8批）');
    await expect(items(page)).toHaveLength(4);
  },
};

/** 招聘职位: three pages; a keyword narrows them to one. */
export const Positions: Story = {
  args: { path: '/site/00000/zpgw' },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await firstTitle(page, 'Java开发工程师');
    await userEvent.click(page.getByRole('button', { name: '第 3 页' }));
    await firstTitle(page, 'Java开发工程师 5');
    await expect(items(page)).toHaveLength(5);
    await userEvent.type(page.getByRole('textbox', { name: '搜索职位名称或单位名称' }), '远航物流{Enter}');
    await firstTitle(page, '测试工程师');
    await expect(page.queryByRole('navigation', { name: '招聘职位分页' })).toBeNull();
  },
};

/** 招聘会: from today on. */
export const Fairs: Story = {
  args: { path: '/site/00000/zph' },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await page.findByRole('heading', { level: 1, name: '招聘会' }, slow);
    await firstTitle(page, '2027届毕业生秋季大型双选会');
    await expect(items(page)).toHaveLength(3);
  },
};

/** 宣讲会: two pages of twelve. */
export const Talks: Story = {
  args: { path: '/site/00000/xjh' },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await firstTitle(page, '示例科技有限公司校园招聘宣讲会');
    await userEvent.click(page.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(items(page)).toHaveLength(2), slow);
  },
};

/** A site without content: each list says so, with no pages. */
export const Empty: Story = {
  args: { path: '/site/00000/zpgw' },
  beforeEach: () => resetHomepageMock({ empty: true }),
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByText('暂无招聘职位', {}, slow)).toBeVisible();
    await expect(page.queryByRole('navigation', { name: '招聘职位分页' })).toBeNull();
  },
};

export const EmptyTalks: Story = {
  args: { path: '/site/00000/xjh' },
  beforeEach: () => resetHomepageMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await (await main(canvas)).findByText('近期暂无宣讲会', {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: '/site/00000/zpgw' },
  parameters: { msw: { handlers: [homepageHeld(positionPaths.publicList)] } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByRole('status', {}, slow)).toHaveTextContent('加载中');
  },
};

export const Failed: Story = {
  args: { path: '/site/00000/tzgg' },
  parameters: { msw: { handlers: [homepageFailure(homepagePaths.notices)] } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByText('暂时无法获取，请稍后再试', {}, slow)).toBeVisible();
  },
};

export const FailedTalks: Story = {
  args: { path: '/site/00000/xjh' },
  parameters: { msw: { handlers: [homepageFailure(activityPaths.publicTalks)] } },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await expect(await page.findByText('暂时无法获取，请稍后再试', {}, slow)).toBeVisible();
  },
};

/** On a phone the pages go by 上一页 / 下一页. */
export const PhonePositions: Story = {
  ...phoneSite,
  args: { path: '/site/00000/zpgw' },
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await firstTitle(page, 'Java开发工程师');
    await userEvent.click(page.getByRole('button', { name: '下一页' }));
    await firstTitle(page, 'Java开发工程师 3');
  },
};

export const PhoneNotices: Story = {
  ...phoneSite,
  play: async ({ canvas }) => {
    const page = await main(canvas);
    await firstTitle(page, '关于做好2027届毕业生就业工作的通知');
  },
};
