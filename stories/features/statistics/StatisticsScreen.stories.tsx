import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import StatisticsScreen from '../../../features/statistics/screens/StatisticsScreen';
import { resetStatisticsMock } from '../../mocks/handlers/statistics';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';

const at = employerScreenAt({
  path: '/tongji',
  phoneTitle: '招聘统计',
  screen: <StatisticsScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/statistics/Statistics',
  component: StatisticsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetStatisticsMock(),
  ...at(),
} satisfies Meta<typeof StatisticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

/** The figures, the funnel by status with its numbers, and agreements waiting for 网签. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const funnel = await canvas.findByRole('table', { name: '简历处理漏斗' }, slow);
    await expect(within(funnel).getByRole('row', { name: /新投递\s*12/ })).toBeVisible();
    await expect(within(funnel).getByRole('row', { name: /不合适\s*4/ })).toBeVisible();
    await expect(canvas.getByText('暂无数据（网签功能开放后统计）')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '月度趋势' })).toBeVisible();
    // Both charts drawn by ECharts (SVG), hidden from assistive technology beside their tables.
    await waitFor(() => {
      const charts = canvas.getAllByTestId('statistics-chart');
      if (charts.length !== 2 || charts.some((chart) => chart.querySelector('svg') === null))
        throw new Error('图表未绘制');
    }, slow);
  },
};

/** Another site where the employer stands passed: its figures replace the session site's. */
export const AnotherSite: Story = {
  play: async ({ canvas }) => {
    const overview = await canvas.findByRole('region', { name: '概览' }, slow);
    await within(overview).findByText('240', {}, slow);
    await userEvent.click(canvas.getByRole('combobox', { name: '统计站点' }));
    // The list opens in a layer outside the canvas.
    await userEvent.click(await screen.findByRole('option', { name: '示例理工大学就业网' }));
    await expect(await within(overview).findByText('120', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '统计站点' })).toHaveTextContent('示例理工大学就业网');
  },
};

export const EmptyRange: Story = {
  beforeEach: () => resetStatisticsMock({ mode: 'empty' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('所选日期范围内没有收到简历。', {}, slow)).toBeVisible();
  },
};

export const Failure: Story = {
  beforeEach: () => resetStatisticsMock({ mode: 'error' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('统计服务暂时不可用', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => resetStatisticsMock({ mode: 'loading' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '概览' }, slow)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/tongji', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据（网签功能开放后统计）', {}, slow)).toBeVisible();
  },
};
