import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairListScreen from '../../../features/fairs/screens/FairListScreen';
import { resetFairsMock } from '../../mocks/handlers/fairs';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';

const at = employerScreenAt({
  path: '/zph/zphlb',
  phoneTitle: '招聘会列表',
  screen: <FairListScreen />,
  leadsTo: ['/zph/ydzw', '/zph/zphzwlb', '/zph/zwhclb'],
});

const meta = {
  title: 'Features/fairs/FairList',
  component: FairListScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetFairsMock(),
  ...at(),
} satisfies Meta<typeof FairListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

/** Open, countdown, full and closed fairs with their free/total booths. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026年秋季大型双选会' }, slow)).toBeVisible();
    await expect(canvas.getByText('距开始预定')).toBeVisible();
    await expect(canvas.getByText('已满')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '预定展位 先进制造业组团招聘会' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '预定展位 2026年秋季大型双选会' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zph/ydzw' }, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetFairsMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/本站暂无招聘会/, {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(fairPaths.list, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(fairPaths.list, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '招聘会加载失败' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zph/zphlb', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '信息技术行业专场招聘会' }, slow)).toBeVisible();
  },
};
