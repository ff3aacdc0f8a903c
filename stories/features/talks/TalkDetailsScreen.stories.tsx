import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import TalkDetailsScreen from '../../../features/talks/screens/TalkDetailsScreen';
import { earliestTalkDate } from '../../../features/talks/talkFlow';
import { TALK_TITLE, talkToday } from '../../fixtures/talks';
import { resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { expectBusy, failing, slow, waiting, withDraft } from './talkStories';

const at = employerScreenAt({
  path: '/xjh/jbxx',
  phoneTitle: '申请专场宣讲会',
  screen: <TalkDetailsScreen />,
  leadsTo: ['/xjh/sqxjhcd', '/xjh/sqbmscd'],
});

const meta = {
  title: 'Features/talks/TalkDetails',
  component: TalkDetailsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock({ draft: null }),
  ...at(),
} satisfies Meta<typeof TalkDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const title = (canvas: Canvas) => canvas.getByRole('textbox', { name: /宣讲主题/ });

/** A new application: the four steps (no paid room yet), the notice and the earliest date. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '申请专场宣讲会' }, slow)).toBeVisible();
    const steps = canvas.getByRole('list', { name: '宣讲会申请进度' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      await canvas.findByText(new RegExp(`最早可选${earliestTalkDate(talkToday(), 5)}`), {}, slow),
    ).toBeVisible();
    await expect(canvas.getByText('先选择宣讲日期，再选择学校开放的时段')).toBeVisible();
  },
};

/** 保存，下一步 with nothing filled in: each field says what it needs, nothing is saved. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '保存，下一步' }, slow));
    await expect(await canvas.findByText('请输入宣讲主题', {}, slow)).toBeVisible();
    await expect(canvas.getByText('请选择宣讲日期')).toBeVisible();
    await expect(canvas.getByText('请输入预计人数')).toBeVisible();
    await expect(title(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The unsubmitted draft resumes; saving it leads to the venue step. */
export const ResumeAndSave: Story = {
  beforeEach: () => resetTalksMock(),
  ...at(withDraft('/xjh/jbxx')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/正在继续填写未提交的申请/, {}, slow)).toBeVisible();
    await expect(title(canvas)).toHaveValue(TALK_TITLE);
    await userEvent.click(canvas.getByRole('button', { name: '保存，下一步' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/sqxjhcd' }, slow)).toBeVisible();
  },
};

/** Online: the live link is asked for and must be a web address. */
export const OnlineNeedsLink: Story = {
  beforeEach: () => resetTalksMock(),
  ...at(withDraft('/xjh/jbxx')),
  play: async ({ canvas }) => {
    await canvas.findByText(/正在继续填写未提交的申请/, {}, slow);
    await userEvent.click(canvas.getByRole('radio', { name: '线上宣讲（直播）' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存，下一步' }));
    await expect(await canvas.findByText('线上宣讲请填写直播链接', {}, slow)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /直播链接/ }), 'live.example.com');
    await userEvent.click(canvas.getByRole('button', { name: '保存，下一步' }));
    await expect(
      await canvas.findByText('直播链接应为 http:// 或 https:// 开头的网址', {}, slow),
    ).toBeVisible();
  },
};

/** Starting afresh instead of the remembered draft. */
export const StartAfresh: Story = {
  beforeEach: () => resetTalksMock(),
  ...at(withDraft('/xjh/jbxx')),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '重新填写一份新申请' }, slow));
    await expect(title(canvas)).toHaveValue('');
    await expect(canvas.queryByText(/正在继续填写未提交的申请/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...waiting('get', talkPaths.rules),
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, '正在加载宣讲会信息');
  },
};

export const LoadError: Story = {
  ...failing('get', talkPaths.rules),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会信息加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** On a phone the steps read as one line; the form stacks. */
export const Phone: Story = {
  ...phoneStory,
  ...at('/xjh/jbxx', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '保存，下一步' }, slow)).toBeVisible();
    await expect(canvas.getByText('第 1 / 4 步：基本信息')).toBeVisible();
  },
};
