import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityPaths } from '../../../contract/activities';
import { announcementPaths } from '../../../contract/announcements';
import { fairPaths } from '../../../contract/fairs';
import { homepagePaths } from '../../../contract/homepage';
import { positionPaths } from '../../../contract/positions';
import {
  AnnouncementsBlock,
  FairsBlock,
  NoticesBlock,
  PositionsBlock,
  TalksBlock,
} from '../../../features/homepage/components/ContentBlocks';
import { useHomepageQuery } from '../../../features/homepage/homepageApi';
import { homepageFailure, homepageHeld, resetHomepageMock } from '../../mocks/handlers/homepage';
import { InSite, SITE, phoneSite, slow } from './homepageStories';

/** The notices block as the homepage feeds it: from the one homepage answer. */
function HomepageNotices() {
  const { data, isLoading, isError } = useHomepageQuery(SITE.xxdm);
  return <NoticesBlock notices={data?.tzgg} loading={isLoading} failed={isError} />;
}

const blocks = {
  notices: { Block: HomepageNotices, title: '通知公告', path: homepagePaths.homepage, empty: '暂无通知公告' },
  fairs: { Block: FairsBlock, title: '招聘会', path: fairPaths.publicList, empty: '近期暂无招聘会' },
  talks: { Block: TalksBlock, title: '宣讲会', path: activityPaths.publicTalks, empty: '近期暂无宣讲会' },
  announcements: {
    Block: AnnouncementsBlock,
    title: '招聘公告',
    path: announcementPaths.publicList,
    empty: '暂无招聘公告',
  },
  positions: {
    Block: PositionsBlock,
    title: '招聘职位',
    path: positionPaths.publicList,
    empty: '暂无招聘职位',
  },
} as const;
type BlockName = keyof typeof blocks;

function HomepageBlock({ block }: { block: BlockName }) {
  const { Block } = blocks[block];
  return (
    <InSite>
      <Block />
    </InSite>
  );
}

const meta = {
  title: 'Features/homepage/Blocks/Content',
  component: HomepageBlock,
  args: { block: 'notices' },
  globals: { backgrounds: { value: 'page' } },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof HomepageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const region = (canvas: Canvas, block: BlockName) =>
  canvas.findByRole('region', { name: blocks[block].title }, slow);

/** The block's items: links to their detail pages under the site, and 更多 to the list. */
async function showsItems(canvas: Canvas, block: BlockName, first: string, count: number) {
  const panel = within(await region(canvas, block));
  const link = await panel.findByRole('link', { name: first }, slow);
  await expect(link.getAttribute('href')).toMatch(new RegExp(`^${SITE.base}`));
  await expect(panel.getAllByRole('listitem')).toHaveLength(count);
  await expect(panel.getByRole('link', { name: `更多${blocks[block].title}` })).toBeVisible();
}

const stateStories = (block: BlockName) => ({
  empty: {
    args: { block },
    beforeEach: () => resetHomepageMock({ empty: true }),
    play: async ({ canvas }: { canvas: Canvas }) => {
      const panel = within(await region(canvas, block));
      await expect(await panel.findByText(blocks[block].empty, {}, slow)).toBeVisible();
      await expect(panel.queryAllByRole('listitem')).toHaveLength(0);
    },
  } satisfies Story,
  loading: {
    args: { block },
    parameters: { msw: { handlers: [homepageHeld(blocks[block].path)] as HttpHandler[] } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      const panel = within(await region(canvas, block));
      await expect(await panel.findByRole('status')).toHaveTextContent('加载中');
    },
  } satisfies Story,
  failed: {
    args: { block },
    parameters: { msw: { handlers: [homepageFailure(blocks[block].path)] as HttpHandler[] } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      const panel = within(await region(canvas, block));
      await expect(await panel.findByText('暂时无法获取，请稍后再试', {}, slow)).toBeVisible();
    },
  } satisfies Story,
});

/** 通知公告: the newest eight, pinned first with its tag. */
export const Notices: Story = {
  play: async ({ canvas }) => {
    await showsItems(canvas, 'notices', '关于做好2027届毕业生就业工作的通知', 8);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('置顶');
  },
};
const notices = stateStories('notices');
export const NoticesEmpty = notices.empty;
export const NoticesLoading = notices.loading;
export const NoticesFailed = notices.failed;

/** 招聘会: from today on, soonest first. */
export const Fairs: Story = {
  args: { block: 'fairs' },
  play: async ({ canvas }) => showsItems(canvas, 'fairs', '2027届毕业生秋季大型双选会', 3),
};
const fairs = stateStories('fairs');
export const FairsEmpty = fairs.empty;
export const FairsLoading = fairs.loading;
export const FairsFailed = fairs.failed;

/** 宣讲会: six on the homepage, with date, time and room. */
export const Talks: Story = {
  args: { block: 'talks' },
  play: async ({ canvas }) => {
    await showsItems(canvas, 'talks', '示例科技有限公司校园招聘宣讲会', 6);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('线上');
  },
};
const talks = stateStories('talks');
export const TalksEmpty = talks.empty;
export const TalksLoading = talks.loading;
export const TalksFailed = talks.failed;

/** 招聘公告 with its search: a keyword narrows the block; no match says so. */
export const Announcements: Story = {
  args: { block: 'announcements' },
  play: async ({ canvas }) => {
    await showsItems(canvas, 'announcements', '示例科技有限公司2027届校园招聘公告', 6);
    const search = within(canvas.getByRole('search', { name: '搜索招聘公告' }));
    await userEvent.type(search.getByRole('textbox', { name: '搜索招聘公告' }), '远航{Enter}');
    const panel = within(await region(canvas, 'announcements'));
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(3), slow);
    for (const item of panel.getAllByRole('listitem')) await expect(item).toHaveTextContent('远航物流集团');
    await userEvent.clear(search.getByRole('textbox', { name: '搜索招聘公告' }));
    await userEvent.type(search.getByRole('textbox', { name: '搜索招聘公告' }), '不存在的单位');
    await userEvent.click(search.getByRole('button', { name: '搜索' }));
    await expect(await panel.findByText('没有找到相关公告', {}, slow)).toBeVisible();
  },
};
const announcements = stateStories('announcements');
export const AnnouncementsEmpty = announcements.empty;
export const AnnouncementsLoading = announcements.loading;
export const AnnouncementsFailed = announcements.failed;

/** 招聘职位 with its search. */
export const Positions: Story = {
  args: { block: 'positions' },
  play: async ({ canvas }) => {
    await showsItems(canvas, 'positions', 'Java开发工程师', 6);
    const box = canvas.getByRole('textbox', { name: '搜索招聘职位' });
    await userEvent.type(box, '产品经理{Enter}');
    const panel = within(await region(canvas, 'positions'));
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(5), slow);
    await expect(panel.getByRole('link', { name: '产品经理 2' })).toBeVisible();
    for (const item of panel.getAllByRole('listitem')) await expect(item).toHaveTextContent('产品经理');
    await userEvent.clear(box);
    await userEvent.type(box, '宇航员{Enter}');
    await expect(await panel.findByText('没有找到相关职位', {}, slow)).toBeVisible();
  },
};
const positions = stateStories('positions');
export const PositionsEmpty = positions.empty;
export const PositionsLoading = positions.loading;
export const PositionsFailed = positions.failed;

export const NoticesPhone: Story = {
  ...phoneSite,
  play: async ({ canvas }) => showsItems(canvas, 'notices', '关于做好2027届毕业生就业工作的通知', 8),
};

export const PositionsPhone: Story = {
  ...phoneSite,
  args: { block: 'positions' },
  play: async ({ canvas }) => showsItems(canvas, 'positions', 'Java开发工程师', 6),
};
