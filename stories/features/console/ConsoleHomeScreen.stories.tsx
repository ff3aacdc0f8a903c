import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { positionPaths } from '../../../contract/positions';
import ConsoleHomeScreen from '../../../features/console/screens/ConsoleHomeScreen';
import { emptyQueues, neverAnswers, serverFailure } from '../../mocks/handlers/console';
import { landing } from '../support';
import { consolePhone, consoleScreen, slow } from './consoleSupport';

const routes = [
  { path: '/', element: <ConsoleHomeScreen /> },
  landing('/dw'),
  landing('/zpgw'),
  landing('/zpgg'),
];

const meta = {
  title: 'Features/console/Home',
  component: ConsoleHomeScreen,
  ...consoleScreen(routes, '/'),
} satisfies Meta<typeof ConsoleHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What waits in each queue, each card a way into it. */
export const Counts: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您好，张老师', {}, slow)).toBeVisible();
    await expect(await canvas.findByLabelText('待审核单位 3 家', {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText('待审核职位 3 个')).toBeVisible();
    await expect(canvas.getByLabelText('待审核公告 2 条')).toBeVisible();
    await expect(canvas.getByLabelText('待审核宣讲会 2 场')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去审核职位' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zpgw' })).toBeVisible();
  },
};

/** Every queue is clear: zeros, and one sentence saying so. */
export const NoneWaiting: Story = {
  parameters: { msw: { handlers: emptyQueues } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂无待审核事项/, {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText('待审核单位 0 家')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看公告审核列表' })).toBeVisible();
  },
};

/** One count fails: its card says so and offers 重试; the others show. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', positionPaths.schoolList)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('数量加载失败', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(await canvas.findByLabelText('待审核单位 3 家', {}, slow)).toBeVisible();
    await expect(canvas.queryByText(/暂无待审核事项/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswers('get', positionPaths.schoolList)],
    },
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('heading', { name: '待审核职位' });
    await expect(card.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('待审核公告 2 条', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去审核单位' })).toBeVisible();
  },
};
