import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, userEvent, within } from 'storybook/test';
import { homepagePaths } from '../../../contract/homepage';
import { homepageFailure, homepageHeld, resetHomepageMock } from '../../mocks/handlers/homepage';
import { SiteAt, phoneSite, slow } from './homepageStories';

const meta = {
  title: 'Features/homepage/Pages/Search',
  component: SiteAt,
  args: { path: '/site/00000/search' },
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof SiteAt>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/** Before a keyword: each kind asks for one. */
export const Prompt: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '站内搜索' }, slow);
    await expect(canvas.getAllByText('请输入关键词')).toHaveLength(3);
  },
};

/** One keyword searches notices (titles and text), announcements and positions at once. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: '搜索本站内容' }, slow);
    await userEvent.type(box, '远航{Enter}');
    const announcements = section(canvas, '招聘公告');
    await expect(
      await announcements.findByRole('link', { name: '远航物流集团2027届校园招聘公告' }, slow),
    ).toBeVisible();
    for (const item of announcements.getAllByRole('listitem'))
      await expect(item).toHaveTextContent('远航物流集团');
    const positions = section(canvas, '招聘职位');
    await expect(await positions.findByRole('link', { name: '测试工程师' }, slow)).toBeVisible();
    await expect(section(canvas, '通知公告').getByText('没有找到相关内容')).toBeVisible();
    await expect(document.title).toBe('搜索：远航 - 高校毕业生就业平台');
  },
};

/** A keyword in a notice's text (not its title) finds it, with the snippet. */
export const NoticeText: Story = {
  args: { path: '/site/00000/search?keyword=时间安排' },
  play: async ({ canvas }) => {
    const notices = within(await canvas.findByRole('region', { name: '通知公告' }, slow));
    await expect(await notices.findAllByRole('listitem', {}, slow)).toHaveLength(10);
    await expect(canvas.getByRole('textbox', { name: '搜索本站内容' })).toHaveValue('时间安排');
  },
};

export const NothingFound: Story = {
  args: { path: '/site/00000/search?keyword=不存在的内容' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '站内搜索' }, slow);
    // The three searches answer one by one.
    await waitFor(() => expect(canvas.getAllByText('没有找到相关内容')).toHaveLength(3), slow);
  },
};

export const Loading: Story = {
  args: { path: '/site/00000/search?keyword=通知' },
  parameters: { msw: { handlers: [homepageHeld(homepagePaths.search)] } },
  play: async ({ canvas }) => {
    const notices = within(await canvas.findByRole('region', { name: '通知公告' }, slow));
    await expect(await notices.findByRole('status')).toHaveTextContent('加载中');
  },
};

export const Failed: Story = {
  args: { path: '/site/00000/search?keyword=通知' },
  parameters: { msw: { handlers: [homepageFailure(homepagePaths.search)] } },
  play: async ({ canvas }) => {
    const notices = within(await canvas.findByRole('region', { name: '通知公告' }, slow));
    await expect(await notices.findByText('暂时无法获取，请稍后再试', {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneSite,
  args: { path: '/site/00000/search?keyword=双选会' },
  play: async ({ canvas }) => {
    const notices = within(await canvas.findByRole('region', { name: '通知公告' }, slow));
    await expect(
      await notices.findByRole('link', { name: '我校举办2027届毕业生秋季双选会' }, slow),
    ).toBeVisible();
  },
};
