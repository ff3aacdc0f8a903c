import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROOM_TAKEN_MESSAGE, talkPaths } from '../../../contract/talks';
import TalkVenueScreen from '../../../features/talks/screens/TalkVenueScreen';
import { TALK_SLOT } from '../../fixtures/talks';
import { MOCK_READONLY_TOKEN } from '../../mocks/handlers/accountAdmin';
import { resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';
import {
  asAccount,
  badge,
  badgeMatching,
  expectBusy,
  failing,
  slow,
  waiting,
  withDraft,
} from './talkStories';

const at = employerScreenAt({
  path: '/xjh/sqxjhcd',
  phoneTitle: '申请宣讲会场地',
  screen: <TalkVenueScreen />,
  leadsTo: ['/xjh/jbxx', '/xjh/sqbmscd'],
});

const meta = {
  title: 'Features/talks/TalkVenue',
  component: TalkVenueScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock(),
  ...at(withDraft('/xjh/sqxjhcd')),
} satisfies Meta<typeof TalkVenueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const halls = (canvas: Canvas) => canvas.findByRole('table', { name: '可选宣讲场地' }, slow);
const row = async (canvas: Canvas, name: string) =>
  within(await halls(canvas)).findByRole('row', { name: new RegExp(name) }, slow);
const next = (canvas: Canvas) => canvas.getByRole('button', { name: '下一步' });

/**
 * Every hall seating the audience in the talk's slot, with seats, equipment and fee: free ones to
 * choose, the one another employer holds shown as taken (not hidden), the small room left out.
 */
export const Availability: Story = {
  play: async ({ canvas }) => {
    const free = await row(canvas, '第一阶梯教室');
    await expect(within(free).getByText('空闲')).toBeVisible();
    await expect(within(free).getByText('160座')).toBeVisible();
    await expect(within(free).getByRole('button', { name: '选择 第一阶梯教室' })).toBeEnabled();
    const taken = await row(canvas, '第二阶梯教室');
    await expect(within(taken).getByText('已被占用', badge)).toBeVisible();
    await expect(within(taken).getByRole('button', { name: '第二阶梯教室 已被占用' })).toBeDisabled();
    await expect(within(await row(canvas, '学术报告厅')).getByText('¥1,200')).toBeVisible();
    await expect(canvas.queryByText('研讨室')).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: `${TALK_SLOT} 状态` })).toBeVisible();
    await expect(next(canvas)).toBeDisabled();
    await expect(canvas.getByText('请先选择一个宣讲场地，再进入下一步。')).toBeVisible();
    await expect(await canvas.findByText(/场地状态实时更新中/, {}, slow)).toBeVisible();
  },
};

/** 选择 holds the hall for ten minutes: the countdown, 释放, and 下一步 to the rooms step. */
export const Hold: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(await row(canvas, '第一阶梯教室')).getByRole('button', { name: '选择 第一阶梯教室' }),
    );
    await expect(
      await page().findByText('已为您保留“第一阶梯教室”10分钟，请在保留期内提交申请', {}, slow),
    ).toBeVisible();
    await expect(await canvas.findByText('已保留“第一阶梯教室”', {}, slow)).toBeVisible();
    await expect(
      await within(await row(canvas, '第一阶梯教室')).findByText(
        badgeMatching(/我已保留，剩余 (10:00|09:\d\d)/),
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '释放 第一阶梯教室' })).toBeEnabled();
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/sqbmscd' }, slow)).toBeVisible();
  },
};

/** A hall already held: the countdown runs by the server's clock, second by second. */
export const HeldCountdown: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', holdSecondsLeft: 125 } }),
  play: async ({ canvas }) => {
    const callout = await canvas.findByText(/剩余 02:0\d，请在保留到期前完成后续步骤并提交/, {}, slow);
    const first = callout.textContent;
    await waitFor(() => expect(callout.textContent).not.toBe(first), slow);
    await expect(
      within(await row(canvas, '第一阶梯教室')).getByText(badgeMatching(/我已保留，剩余 02:0\d/)),
    ).toBeVisible();
    await expect(next(canvas)).toBeEnabled();
  },
};

/** Releasing the held hall frees it at once. */
export const Release: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held' } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '释放 第一阶梯教室' }, slow));
    await expect(await page().findByText('已释放“第一阶梯教室”', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '选择 第一阶梯教室' }, slow)).toBeEnabled();
    await waitFor(() => expect(next(canvas)).toBeDisabled(), slow);
  },
};

/** The hold ran out: said so, the hall is offered again, 下一步 waits for a new choice. */
export const HoldExpired: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'expired' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('场地保留已过期', {}, slow)).toBeVisible();
    await expect(canvas.getByText(/“第一阶梯教室”的10分钟保留已到期，场地已释放给其他单位/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新选择' })).toBeVisible();
    await expect(within(await row(canvas, '第一阶梯教室')).getByText('空闲')).toBeVisible();
    await expect(next(canvas)).toBeDisabled();
  },
};

/** The countdown reaches zero while the page is open: it turns into the expired notice. */
export const ExpiresWhileOpen: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', holdSecondsLeft: 2 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/已保留“第一阶梯教室”/, {}, slow)).toBeVisible();
    await expect(await canvas.findByText('场地保留已过期', {}, slow)).toBeVisible();
    await expect(
      await within(await row(canvas, '第一阶梯教室')).findByText('保留已过期', {}, slow),
    ).toBeVisible();
  },
};

/** Another employer takes 第一阶梯教室 while the list is open: it turns taken without a reload. */
export const TakenLive: Story = {
  beforeEach: () => resetTalksMock({ liveTaken: [{ cdid: 'cd-h2', sd: TALK_SLOT }] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '第一阶梯教室 已被占用' }, slow)).toBeDisabled();
    await expect(within(await row(canvas, '第一阶梯教室')).getByText('已被占用', badge)).toBeVisible();
  },
};

/** Another employer got there first: the hold is refused in plain words and the hall shows taken. */
export const HoldRaceLost: Story = {
  beforeEach: () => resetTalksMock({ takenBeforeHold: 'cd-h2' }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '选择 第一阶梯教室' }, slow));
    await expect(await page().findByText(ROOM_TAKEN_MESSAGE, {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '第一阶梯教室 已被占用' }, slow)).toBeDisabled();
  },
};

/** No hall seats the audience: said so, with the way back. */
export const NoneFits: Story = {
  beforeEach: () => resetTalksMock({ draft: { audience: 900 } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '该日期和时段没有座位足够的宣讲场地，请返回上一步更换日期、时段或人数',
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** An online talk needs no hall. */
export const Online: Story = {
  beforeEach: () => resetTalksMock({ draft: { online: true } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/线上宣讲无需预约宣讲场地/, {}, slow)).toBeVisible();
    await expect(next(canvas)).toBeEnabled();
  },
};

/** Without a draft the step sends the employer to the first one. */
export const NoDraft: Story = {
  beforeEach: () => resetTalksMock({ draft: null }),
  ...at('/xjh/sqxjhcd'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('还没有填写宣讲会基本信息，请从第一步开始申请。', {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '填写宣讲会基本信息' })).toBeVisible();
  },
};

/** Another employer's or a deleted talk. */
export const Missing: Story = {
  ...at(withDraft('/xjh/sqxjhcd', 'xjh-gone')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会不存在' }, slow)).toBeVisible();
  },
};

/** A submitted talk's rooms are not changed here. */
export const AlreadySubmitted: Story = {
  beforeEach: () => resetTalksMock({ draft: { state: 'pending', hall: 'held' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '该宣讲会待审核' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看宣讲会管理' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...waiting('get', talkPaths.detail),
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, '正在加载宣讲会信息');
  },
};

export const AvailabilityLoading: Story = {
  ...waiting('get', talkPaths.availability),
  play: async ({ canvas }) => {
    await expect((await halls(canvas)).closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const AvailabilityError: Story = {
  ...failing('get', talkPaths.availability),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '场地加载失败' }, slow)).toBeVisible();
  },
};

/** 只读 may look but not hold. */
export const ReadOnly: Story = {
  ...asAccount(MOCK_READONLY_TOKEN),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '选择 第一阶梯教室' }, slow)).toBeDisabled();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at(withDraft('/xjh/sqxjhcd'), true),
  beforeEach: () => resetTalksMock({ draft: { hall: 'held' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('第 2 / 4 步：宣讲场地', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '释放 第一阶梯教室' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第二阶梯教室 已被占用' })).toBeDisabled();
  },
};
