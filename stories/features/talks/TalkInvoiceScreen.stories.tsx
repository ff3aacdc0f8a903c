import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INVOICE_FREE_NOTICE } from '../../../contract/invoices';
import TalkInvoiceScreen from '../../../features/talks/screens/TalkInvoiceScreen';
import { resetInvoicesMock } from '../../mocks/handlers/invoices';
import { resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { slow, withDraft } from './talkStories';

const at = employerScreenAt({
  path: '/xjh/qrfpxx',
  phoneTitle: '确认发票信息',
  screen: <TalkInvoiceScreen />,
  leadsTo: ['/xjh/sqbmscd', '/xjh/tbjxry'],
});

const meta = {
  title: 'Features/talks/TalkInvoice',
  component: TalkInvoiceScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => {
    resetInvoicesMock();
    resetTalksMock({ draft: { hall: 'paid' } });
  },
  ...at(withDraft('/xjh/qrfpxx')),
} satisfies Meta<typeof TalkInvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid hall: the fee, the five steps, the default profile chosen; 下一步 saves it and goes on. */
export const PaidHall: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('所选场地合计费用 ¥1,200，请确认开票信息。', {}, slow),
    ).toBeVisible();
    const steps = canvas.getByRole('list', { name: '宣讲会申请进度' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    const saved = await canvas.findByRole('radiogroup', { name: /常用发票信息/ }, slow);
    await expect(within(saved).getAllByRole('radio')[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/tbjxry' }, slow)).toBeVisible();
  },
};

/** Typed details with a mistake: the field says so and the step stays. */
export const TypedDetailsChecked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '填写发票信息' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('请输入发票抬头', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '到达 /xjh/tbjxry' })).not.toBeInTheDocument();
  },
};

/** Only free rooms: no invoice is needed. */
export const FreeRooms: Story = {
  beforeEach: () => resetTalksMock({ draft: { hall: 'held' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(INVOICE_FREE_NOTICE, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /xjh/tbjxry' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at(withDraft('/xjh/qrfpxx'), true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('第 4 / 5 步：发票信息', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('radiogroup', { name: /常用发票信息/ }, slow)).toBeVisible();
  },
};
