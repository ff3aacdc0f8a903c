import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  DUPLICATE_ENTRANT_MESSAGE,
  ENTRANTS_EMPTY_MESSAGE,
  entrantsMaxMessage,
} from '../../../contract/entrants';
import { talkPaths } from '../../../contract/talks';
import TalkEntrantsScreen from '../../../features/talks/screens/TalkEntrantsScreen';
import { ENTRANTS } from '../../fixtures/bookingSteps';
import { resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { heldRequest } from '../support';
import { expectBusy, slow, waiting, withDraft } from './talkStories';

const at = employerScreenAt({
  path: '/xjh/tbjxry',
  phoneTitle: '填报进校人员',
  screen: <TalkEntrantsScreen />,
  leadsTo: ['/xjh/xjhsqcg', '/xjh/sqxjhcd', '/xjh/sqbmscd', '/xjh/qrfpxx'],
});

const meta = {
  title: 'Features/talks/TalkEntrants',
  component: TalkEntrantsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock({ draft: { hall: 'held' } }),
  ...at(withDraft('/xjh/tbjxry')),
} satisfies Meta<typeof TalkEntrantsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const submit = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: '提交申请' }, slow));
const row = (canvas: Canvas, index: number) => canvas.getByRole('group', { name: `第${index}位进校人员` });

/** Nobody listed: an on-site talk needs at least one person; nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已填 0 / 最多 4 人', {}, slow)).toBeVisible();
    await submit(canvas);
    await expect(await canvas.findByText(ENTRANTS_EMPTY_MESSAGE, {}, slow)).toBeVisible();
  },
};

/** A bad ID card is refused at its field. */
export const BadIdCard: Story = {
  beforeEach: () =>
    resetTalksMock({
      draft: { hall: 'held', entrants: [{ ...ENTRANTS[0]!, idCard: '350102199105120026' }] },
    }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByText('身份证格式错误！', {}, slow)).toBeVisible();
    await expect(within(row(canvas, 1)).getByLabelText(/身份证号/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The same person twice is refused on the second row. */
export const Duplicate: Story = {
  beforeEach: () =>
    resetTalksMock({
      draft: { hall: 'held', entrants: [ENTRANTS[0]!, { ...ENTRANTS[1]!, idCard: ENTRANTS[0]!.idCard }] },
    }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await within(row(canvas, 2)).findByText(DUPLICATE_ENTRANT_MESSAGE, {}, slow)).toBeVisible();
    await expect(within(row(canvas, 1)).queryByText(DUPLICATE_ENTRANT_MESSAGE)).not.toBeInTheDocument();
  },
};

/** More people than the site lets in. */
export const OverTheMaximum: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', entrants: ENTRANTS }, rules: { jxrssx: 1 } }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByText(entrantsMaxMessage(1), {}, slow)).toBeVisible();
  },
};

/** Submitted: the talk and its hall go to the school together; the success page follows. */
export const SubmitSuccess: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', entrants: ENTRANTS } }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/xjhsqcg' }, slow)).toBeVisible();
  },
};

/** The hall's hold ended meanwhile: the refusal names it and links to the venue step; nothing is lost. */
export const SubmitHoldExpired: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'expired', entrants: ENTRANTS } }),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(
      await canvas.findByText(/提交未成功：“第一阶梯教室”场地保留已过期，请重新选择场地/, {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往“宣讲场地”修改' })).toBeVisible();
    await expect(within(row(canvas, 1)).getByLabelText(/^\*?姓名/)).toHaveValue(ENTRANTS[0]!.name);
  },
};

const busySubmit = heldRequest('post', talkPaths.submit);

/** While the submission is under way the button says so. */
export const Submitting: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', entrants: ENTRANTS } }),
  parameters: { msw: { handlers: [busySubmit.handler] } },
  play: async ({ canvas }) => {
    await submit(canvas);
    await busySubmit.reached();
    await expect(canvas.getByRole('button', { name: /提交申请/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  ...waiting('get', talkPaths.detail),
  play: async ({ canvasElement }) => {
    await expectBusy(canvasElement, '正在加载宣讲会信息');
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at(withDraft('/xjh/tbjxry'), true),
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', entrants: ENTRANTS } }),
  play: async ({ canvas }) => {
    const second = await canvas.findByRole('group', { name: '第2位进校人员' }, slow);
    await expect(within(second).getByLabelText(/^\*?姓名/)).toHaveValue(ENTRANTS[1]!.name);
    await expect(canvas.getByText('第 4 / 4 步：进校人员')).toBeVisible();
  },
};
