import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import TestRoomsScreen from '../../../features/talks/screens/TestRoomsScreen';
import { resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';
import { badge, failing, slow, withDraft } from './talkStories';

const at = employerScreenAt({
  path: '/xjh/sqbmscd',
  phoneTitle: '申请笔面试场地',
  screen: <TestRoomsScreen />,
  leadsTo: ['/xjh/sqxjhcd', '/xjh/qrfpxx', '/xjh/tbjxry'],
});

const meta = {
  title: 'Features/talks/TestRooms',
  component: TestRoomsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock({ draft: { hall: 'held' } }),
  ...at(withDraft('/xjh/sqbmscd')),
} satisfies Meta<typeof TestRoomsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rooms = (canvas: Canvas, name: string) => canvas.findByRole('table', { name }, slow);
const row = async (canvas: Canvas, table: string, name: string) =>
  within(await rooms(canvas, table)).findByRole('row', { name: new RegExp(name) }, slow);
const chosen = (canvas: Canvas) => canvas.getByRole('list', { name: '已选笔面试场地' });

/** Interview rooms of the talk's day, in its first open slot: free, taken (shown) and paid. */
export const InterviewRooms: Story = {
  play: async ({ canvas }) => {
    const free = await row(canvas, '可选面试场地', '面试室一');
    await expect(within(free).getByRole('button', { name: '选择 面试室一' })).toBeEnabled();
    const taken = await row(canvas, '可选面试场地', '面试室二');
    await expect(within(taken).getByText('已被占用', badge)).toBeVisible();
    await expect(within(taken).getByRole('button', { name: '面试室二 已被占用' })).toBeDisabled();
    await expect(within(await row(canvas, '可选面试场地', '洽谈室')).getByText('¥200')).toBeVisible();
    await expect(canvas.getByText('尚未选择（可不预约）。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeEnabled();
  },
};

/** Choosing a room holds it: listed among the chosen with its countdown. */
export const HoldInterviewRoom: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(await row(canvas, '可选面试场地', '面试室一')).getByRole('button', { name: '选择 面试室一' }),
    );
    await expect(await page().findByText(/已为您保留“面试室一”10分钟/, {}, slow)).toBeVisible();
    await expect(
      await within(await canvas.findByRole('list', { name: '已选笔面试场地' }, slow)).findByText(
        /面试场地 · 面试室一 · .* 09:00-11:00 · 免费 · 保留中，剩余 (10:00|09:\d\d)/,
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** Written-test rooms: another kind, the same availability. */
export const WrittenTestRooms: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '笔试场地' }, slow));
    await expect(within(await row(canvas, '可选笔试场地', '机房301')).getByText('电脑60台')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选择 教室205' })).toBeEnabled();
  },
};

/** An interview room already held beside the hall. */
export const Chosen: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', interview: true } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '已选笔面试场地' }, slow)).toBeVisible();
    await expect(within(chosen(canvas)).getByText(/面试室一 .* 保留中，剩余/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '释放 面试室一' }, slow)).toBeEnabled();
  },
};

/** Rooms only come with a talk: without a live hall the step asks for one first. */
export const NeedsHall: Story = {
  beforeEach: () => resetTalksMock(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('请先在上一步选择宣讲场地，再预约笔试、面试场地。', {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeDisabled();
  },
};

/** A paid hall: 下一步 goes to the invoice. */
export const PaidHallNextInvoice: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'paid' } }),
  play: async ({ canvas }) => {
    await rooms(canvas, '可选面试场地');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/qrfpxx' }, slow)).toBeVisible();
  },
};

/** A free hall: no invoice, 下一步 goes to the entrants. */
export const FreeHallNextEntrants: Story = {
  play: async ({ canvas }) => {
    await rooms(canvas, '可选面试场地');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/tbjxry' }, slow)).toBeVisible();
  },
};

export const AvailabilityError: Story = {
  ...failing('get', talkPaths.availability),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '场地加载失败' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at(withDraft('/xjh/sqbmscd'), true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('第 3 / 4 步：笔面试场地', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '选择 面试室一' }, slow)).toBeVisible();
  },
};
