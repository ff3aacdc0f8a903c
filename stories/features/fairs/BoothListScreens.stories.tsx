import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import BoothListScreen from '../../../features/fairs/screens/BoothListScreen';
import HallListScreen from '../../../features/fairs/screens/HallListScreen';
import { resetFairsMock } from '../../mocks/handlers/fairs';
import { ScreenRouter, landing } from '../support';
import { employerScreenParameters } from '../employerScreenStories';

const routes = [
  { path: '/zph/zphzwlb', element: <BoothListScreen /> },
  { path: '/zph/zwhclb', element: <HallListScreen /> },
  landing('/zph/ydzw'),
  landing('/zph/zphlb'),
];
const at = (address: string) => ({ render: () => <ScreenRouter routes={routes} at={address} /> });

const meta = {
  title: 'Features/fairs/BoothList',
  component: BoothListScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetFairsMock(),
  ...at('/zph/zphzwlb?zphid=f-open'),
} satisfies Meta<typeof BoothListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

export const Booths: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'VIP展位' }, slow)).toBeVisible();
    await expect(canvas.getAllByText('已预订').length).toBeGreaterThan(0);
  },
};

export const Halls: Story = {
  ...at('/zph/zwhclb?zphid=f-open'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '15 / 17' }, slow)).toBeVisible();
  },
};

export const WithoutFair: Story = {
  ...at('/zph/zwhclb'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('请先在招聘会列表中选择一场招聘会。')).toBeVisible();
  },
};
