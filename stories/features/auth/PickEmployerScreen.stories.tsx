import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { accountPaths } from '../../../contract/account';
import PickEmployerScreen from '../../../features/auth/screens/PickEmployerScreen';
import { demoBranch, ok, refuse } from '../../mocks/handlers/account';
import { demoEmployer } from '../../mocks/handlers/session';
import { ScreenRouter, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/pickdwxs', element: <PickEmployerScreen /> },
  landing('/dwsy'),
  landing('/dwmobileHome'),
  landing('/login/:xxdm/:mode'),
];

const meta = {
  title: 'Features/auth/PickEmployer',
  component: PickEmployerScreen,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: storeState({ loggedIn: true }) },
  },
  render: () => <ScreenRouter routes={routes} at="/pickdwxs" />,
} satisfies Meta<typeof PickEmployerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const choice = await canvas.findByRole('radio', { name: new RegExp(demoEmployer.dwmc) });
    await expect(choice).toBeChecked();
    await expect(canvas.getByRole('radio', { name: new RegExp(demoBranch.dwmc) })).not.toBeChecked();
    await expect(canvas.getByText('当前登录的单位')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '进入单位中心' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' })).toBeVisible();
  },
};

export const Switched: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await userEvent.click(canvas.getByRole('button', { name: '进入单位中心' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwsy' })).toBeVisible();
    await expect(await page().findByText(`已切换至${demoBranch.dwmc}`)).toBeVisible();
  },
};

export const Switching: Story = {
  parameters: {
    msw: { handlers: [http.post(accountPaths.switchEmployer, async () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await userEvent.click(canvas.getByRole('button', { name: '进入单位中心' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '进入单位中心' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const SwitchRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(accountPaths.switchEmployer, () => HttpResponse.json(refuse(404, '单位信息不存在'))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await userEvent.click(canvas.getByRole('button', { name: '进入单位中心' }));
    await expect(await canvas.findByText('单位信息不存在')).toBeVisible();
  },
};

export const NoEmployer: Story = {
  parameters: {
    msw: { handlers: [http.get(accountPaths.employerList, () => HttpResponse.json(ok([])))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该账号尚未关联任何单位')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(accountPaths.employerList, async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在加载单位列表');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(accountPaths.employerList, () => HttpResponse.json(refuse(500, '服务器繁忙，请稍后再试'))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const LoggedOut: Story = {
  parameters: { store: { preloadedState: storeState() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '请先登录' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true, loggedIn: true }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await userEvent.click(canvas.getByRole('button', { name: '进入单位中心' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /dwmobileHome' })).toBeVisible();
  },
};
