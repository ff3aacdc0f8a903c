import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TalkSuccessScreen from '../../../features/talks/screens/TalkSuccessScreen';
import { TALK_SLOT, TALK_TITLE } from '../../fixtures/talks';
import { resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { slow, withDraft } from './talkStories';

const at = employerScreenAt({
  path: '/xjh/xjhsqcg',
  phoneTitle: '申请已提交',
  screen: <TalkSuccessScreen />,
  leadsTo: ['/xjh/xjhgl', '/xjh/jbxx'],
});

const meta = {
  title: 'Features/talks/TalkSuccess',
  component: TalkSuccessScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock({ draft: { state: 'pending', hall: 'held' } }),
  ...at(withDraft('/xjh/xjhsqcg')),
} satisfies Meta<typeof TalkSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was submitted, what happens next, when the school answers, how and until when to cancel. */
export const Submitted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会申请已提交' }, slow)).toBeVisible();
    await expect(
      await canvas.findByText(new RegExp(`“${TALK_TITLE}” .* ${TALK_SLOT} · 待审核`), {}, slow),
    ).toBeVisible();
    const next = within(canvas.getByRole('list', { name: '接下来' }));
    await expect(next.getByText(/学校通常在1至3个工作日内审核/)).toBeVisible();
    await expect(
      await next.findByText(/于取消截止日期（\d{4}-\d{2}-\d{2}前）前操作（宣讲日前2个工作日）/, {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看宣讲会管理' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '再申请一场' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at(withDraft('/xjh/xjhsqcg'), true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '宣讲会申请已提交' }, slow)).toBeVisible();
  },
};
