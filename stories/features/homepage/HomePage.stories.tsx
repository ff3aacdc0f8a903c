import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homepagePaths } from '../../../contract/homepage';
import { homepageFailure, homepageHeld, resetHomepageMock } from '../../mocks/handlers/homepage';
import { SiteAt, phoneSite, slow } from './homepageStories';

const meta = {
  title: 'Features/homepage/Pages/Home',
  component: SiteAt,
  args: { path: '/site/00000/' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof SiteAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const BLOCKS = ['通知公告', '活动日历', '招聘会', '宣讲会', '招聘公告', '招聘职位'];

const blockOrder = (canvas: Canvas) =>
  canvas
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2, h3')?.textContent ?? '')
    .filter((name) => BLOCKS.includes(name));

/** Every block of the demo homepage, in template 1's order, in the site's colour. */
async function showsHomepage(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: '高校毕业生就业平台' }, slow),
  ).toBeInTheDocument();
  await expect(canvas.getByRole('region', { name: '焦点图' })).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: '快捷导航' })).toBeVisible();
  await expect(await canvas.findByRole('link', { name: '2027届毕业生秋季大型双选会' }, slow)).toBeVisible();
  await expect(await canvas.findByRole('link', { name: 'Java开发工程师' }, slow)).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: '友情链接' })).toBeVisible();
  await expect(document.title).toBe('高校毕业生就业平台');
}

/** The demo site's homepage at its own address. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await showsHomepage(canvas);
    await expect(blockOrder(canvas)).toEqual(BLOCKS);
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/site/00000/`,
    );
  },
};

/** `/`: the main site's homepage (its code from /pub/hqzzxxdm). */
export const MainSite: Story = {
  args: { path: '/' },
  play: async ({ canvas }) => showsHomepage(canvas),
};

/** Template 2: postings and activities first, notices after. */
export const RecruitingFirst: Story = {
  beforeEach: () => resetHomepageMock({ template: '2' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Java开发工程师' }, slow);
    await expect(blockOrder(canvas)).toEqual([
      '招聘公告',
      '招聘职位',
      '招聘会',
      '宣讲会',
      '通知公告',
      '活动日历',
    ]);
  },
};

/** A site opened today: every block says plainly there is nothing yet; no banner frame, no quick links. */
export const Empty: Story = {
  beforeEach: () => resetHomepageMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无通知公告', {}, slow)).toBeVisible();
    for (const text of ['近期暂无招聘会', '近期暂无宣讲会', '暂无招聘公告', '暂无招聘职位', '本月暂无活动'])
      await expect(await canvas.findByText(text, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '焦点图' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '快捷导航' })).toBeNull();
  },
};

/** Until the site's first answer comes, the page shows its loading placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: [homepageHeld(homepagePaths.homepage)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: '网站栏目' })).toBeNull();
  },
};

/** An unknown or unreachable site: said so, no empty frame. */
export const Failed: Story = {
  parameters: { msw: { handlers: [homepageFailure(homepagePaths.homepage)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该学校站点不存在或暂时无法访问', {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneSite,
  play: async ({ canvas, canvasElement }) => {
    await showsHomepage(canvas);
    const header = canvasElement.querySelector('[data-ui="site-header"]')!;
    await expect(header.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const PhoneEmpty: Story = {
  ...phoneSite,
  beforeEach: () => resetHomepageMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无通知公告', {}, slow)).toBeVisible();
  },
};
