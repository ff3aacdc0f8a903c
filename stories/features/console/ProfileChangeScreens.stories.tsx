import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { profileChangeConsolePaths } from '../../../contract/employerProfile';
import ProfileChangeQueueScreen from '../../../features/console/screens/ProfileChangeQueueScreen';
import ProfileChangeReviewScreen from '../../../features/console/screens/ProfileChangeReviewScreen';
import { neverAnswers, serverFailure } from '../../mocks/handlers/console';
import {
  MOCK_NEW_NAME,
  MOCK_PROFILE_NAME,
  MOCK_REJECT_REASON,
  resetProfileMock,
} from '../../mocks/handlers/employerProfile';
import { landing, page } from '../support';
import {
  badge,
  consolePhone,
  consoleScreen,
  renderAt,
  reviewActions as actions,
  slow,
} from './consoleSupport';

const routes = [
  { path: '/dwbg', element: <ProfileChangeQueueScreen /> },
  { path: '/dwbg/:id', element: <ProfileChangeReviewScreen /> },
  landing('/dw'),
  landing('/dw/:id'),
];
const screen = consoleScreen(routes, '/dwbg');

const meta = {
  title: 'Features/console/ProfileChanges',
  component: ProfileChangeQueueScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetProfileMock('pending');
  },
} satisfies Meta<typeof ProfileChangeQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const comparison = (root: HTMLElement) =>
  within(within(root).getByRole('table', { name: '原信息与申请修改的信息对照' }));

/** The pending requests with old and new names; one opens its review. */
export const Queue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: MOCK_PROFILE_NAME }, slow)).toBeVisible();
    await expect(canvas.getByText(MOCK_NEW_NAME)).toBeVisible();
    await expect(canvas.getByText('单位名称、营业执照')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '信息变更审核' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: `审核 ${MOCK_PROFILE_NAME}的变更申请` }));
    await expect(
      await canvas.findByRole('heading', { name: `${MOCK_PROFILE_NAME} 的信息变更` }, slow),
    ).toBeVisible();
  },
};

/** Nothing waits: the queue says so. */
export const EmptyQueue: Story = {
  beforeEach: () => resetProfileMock('complete'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待审核的变更申请', {}, slow)).toBeVisible();
  },
};

export const QueueLoading: Story = {
  parameters: { msw: { handlers: [neverAnswers('get', profileChangeConsolePaths.list)] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '待审核变更申请' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const QueueError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', profileChangeConsolePaths.list)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('变更申请列表加载失败');
  },
};

/** The review: old and new side by side, then 通过 puts the new values in force. */
export const ReviewAndPass: Story = {
  render: renderAt(routes, '/dwbg/bg-0001'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: `${MOCK_PROFILE_NAME} 的信息变更` }, slow);
    const rows = comparison(canvasElement).getAllByRole('row');
    await expect(within(rows[1]!).getByText(MOCK_PROFILE_NAME)).toBeVisible();
    await expect(within(rows[1]!).getByText(MOCK_NEW_NAME)).toBeVisible();
    await expect(within(rows[3]!).getByRole('img', { name: /新营业执照/ })).toBeVisible();
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '通过' }));
    const dialog = within(await page().findByRole('dialog', { name: '审核通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认通过' }));
    await expect(await canvas.findByText('已通过', { ...badge }, slow)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '审核记录' })).getByText('审核通过')).toBeVisible();
  },
};

/** 驳回 needs a reason; with one, the request is rejected and the reason shows. */
export const Reject: Story = {
  render: renderAt(routes, '/dwbg/bg-0001'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: `${MOCK_PROFILE_NAME} 的信息变更` }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('请填写驳回的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox'), MOCK_REJECT_REASON);
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText('已驳回', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(`驳回原因：${MOCK_REJECT_REASON}`)).toBeVisible();
  },
};

/** A decided request: no actions, the reason and the history. */
export const Rejected: Story = {
  beforeEach: () => resetProfileMock('rejected'),
  render: renderAt(routes, '/dwbg/bg-0001'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已驳回', { ...badge }, slow)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

export const ReviewError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', profileChangeConsolePaths.detail)] } },
  render: renderAt(routes, '/dwbg/bg-0001'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('变更申请加载失败');
  },
};

/** On a phone: a card per field, old and new in each. */
export const PhoneReview: Story = {
  ...consolePhone,
  render: renderAt(routes, '/dwbg/bg-0001'),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '单位名称' }, slow);
    await expect(within(card).getByText(MOCK_NEW_NAME)).toBeVisible();
    await expect(within(card).getByText('有变更')).toBeVisible();
  },
};

export const PhoneQueue: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: `去审核 ${MOCK_PROFILE_NAME}的变更申请` }, slow),
    ).toBeVisible();
  },
};
