import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activityPaths } from '../../../contract/activities';
import { homepagePaths } from '../../../contract/homepage';
import { homepageHeld, resetHomepageMock } from '../../mocks/handlers/homepage';
import { SiteAt, phoneSite, slow } from './homepageStories';

const meta = {
  title: 'Features/homepage/Pages/Details',
  component: SiteAt,
  args: { path: '/site/00000/tzgg/tz-1' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof SiteAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The detail's article: its heading, and the breadcrumb back to its list. */
async function article(canvas: Canvas, title: string, list: { name: string; href: string }) {
  const main = within(await canvas.findByRole('main', {}, slow));
  await expect(await main.findByRole('heading', { level: 1, name: title }, slow)).toBeVisible();
  const crumbs = within(main.getByRole('navigation', { name: '面包屑' }));
  await expect(crumbs.getByRole('link', { name: list.name })).toHaveAttribute('href', list.href);
  await expect(document.title).toBe(`${title} - 高校毕业生就业平台`);
  return main;
}

/** A notice: column and time, its sanitized body, its attachment to download. */
export const Notice: Story = {
  play: async ({ canvas }) => {
    const main = await article(canvas, '关于做好2027届毕业生就业工作的通知', {
      name: '通知公告',
      href: '/site/00000/tzgg',
    });
    await expect(main.getByText('栏目：通知公告')).toBeVisible();
    await expect(main.getByRole('heading', { name: '一、时间安排' })).toBeVisible();
    await expect(main.getByRole('link', { name: '附件1：工作安排.pdf' })).toHaveAttribute(
      'href',
      '/pub/file/downloadFile?path=zpgg%2Fmock%2Ftongzhi.pdf',
    );
  },
};

/** An announcement: employer, validity, body, attachment and its linked position on this site. */
export const Announcement: Story = {
  args: { path: '/site/00000/zpgg/gg-1' },
  play: async ({ canvas }) => {
    const main = await article(canvas, '示例科技有限公司2027届校园招聘公告', {
      name: '招聘公告',
      href: '/site/00000/zpgg',
    });
    await expect(main.getByText('示例科技有限公司')).toBeVisible();
    await expect(main.getByRole('link', { name: '校园招聘简章.pdf' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Java开发工程师' })).toHaveAttribute(
      'href',
      '/site/00000/zpgw/gw-1',
    );
  },
};

/** A position: salary, place, nature, education, headcount, deadline; students apply in their portal. */
export const Position: Story = {
  args: { path: '/site/00000/zpgw/gw-1' },
  play: async ({ canvas }) => {
    const main = await article(canvas, 'Java开发工程师', { name: '招聘职位', href: '/site/00000/zpgw' });
    for (const fact of ['8000-12000元/月', '山东省 济南市 历下区', '全职', '本科', '招聘5人'])
      await expect(main.getByText(fact)).toBeVisible();
    await expect(main.getByRole('button', { name: '学生登录后申请' })).toBeVisible();
  },
};

/** A fair (getHdrlxq with lx=zph): date, time, place and its note. */
export const Fair: Story = {
  args: { path: '/site/00000/zph/f-1' },
  play: async ({ canvas }) => {
    const main = await article(canvas, '2027届毕业生秋季大型双选会', {
      name: '招聘会',
      href: '/site/00000/zph',
    });
    await expect(main.getByText('体育馆')).toBeVisible();
    await expect(main.getByText('全校规模最大的双选会，欢迎各专业毕业生参加。')).toBeVisible();
  },
};

/** A talk: the employer, when and where, and the positions it presents. */
export const Talk: Story = {
  args: { path: '/site/00000/xjh/xjh-1' },
  play: async ({ canvas }) => {
    const main = await article(canvas, '示例科技有限公司校园招聘宣讲会', {
      name: '宣讲会',
      href: '/site/00000/xjh',
    });
    await expect(main.getByText('教学楼A101')).toBeVisible();
    const positions = within(main.getByRole('region', { name: '招聘职位' }));
    await expect(positions.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** An id that is not (or no longer) public: said plainly, the way back still there. */
export const MissingNotice: Story = {
  args: { path: '/site/00000/tzgg/tz-404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('通知公告不存在或尚未发布', {}, slow)).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: '面包屑' }));
    await expect(crumbs.getByRole('link', { name: '通知公告' })).toBeVisible();
  },
};

export const MissingPosition: Story = {
  args: { path: '/site/00000/zpgw/gw-404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('职位不存在或已下线', {}, slow)).toBeVisible();
  },
};

export const MissingTalk: Story = {
  args: { path: '/site/00000/xjh/xjh-404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('活动不存在或已取消', {}, slow)).toBeVisible();
  },
};

/** A kind the site does not have: its not-found page, back to the homepage. */
export const UnknownKind: Story = {
  args: { path: '/site/00000/abc/1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '返回网站首页' }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [homepageHeld(homepagePaths.noticeDetail)] } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main', {}, slow));
    await expect(await main.findByRole('status', {}, slow)).toHaveTextContent('加载中');
  },
};

export const LoadingTalk: Story = {
  args: { path: '/site/00000/xjh/xjh-1' },
  parameters: { msw: { handlers: [homepageHeld(activityPaths.calendarDetail)] } },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main', {}, slow));
    await expect(await main.findByRole('status', {}, slow)).toHaveTextContent('加载中');
  },
};

export const PhoneNotice: Story = {
  ...phoneSite,
  play: async ({ canvas }) => {
    await article(canvas, '关于做好2027届毕业生就业工作的通知', {
      name: '通知公告',
      href: '/site/00000/tzgg',
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const PhonePosition: Story = {
  ...phoneSite,
  args: { path: '/site/00000/zpgw/gw-1' },
  play: async ({ canvas }) => {
    const main = await article(canvas, 'Java开发工程师', { name: '招聘职位', href: '/site/00000/zpgw' });
    await expect(main.getByRole('button', { name: '学生登录后申请' })).toBeVisible();
  },
};
