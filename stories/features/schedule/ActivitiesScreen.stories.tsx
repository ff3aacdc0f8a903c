import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { activityPaths } from '../../../contract/activities';
import ActivitiesScreen from '../../../features/schedule/screens/ActivitiesScreen';
import { resetActivitiesMock } from '../../mocks/handlers/activities';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';

const at = employerScreenAt({
  path: '/dwsy/hdxx',
  phoneTitle: '活动信息',
  screen: <ActivitiesScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/schedule/Activities',
  component: ActivitiesScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetActivitiesMock(),
  ...at(),
} satisfies Meta<typeof ActivitiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };

/** The site's upcoming activities, ten a page, soonest first, with the total and paging. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 14 项活动', {}, slow)).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toHaveTextContent('星辰信息校园招聘宣讲会');
    await expect(within(rows[0]!).getByText('宣讲会')).toBeVisible();
  },
};

/** Filtering by keyword narrows the list and keeps it in the address. */
export const FilterByKeyword: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('共 14 项活动', {}, slow);
    await userEvent.type(canvas.getByLabelText('关键词'), '远航');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('共 3 项活动', {}, slow)).toBeVisible();
    for (const row of canvas.getAllByRole('row').slice(1))
      await expect(row).toHaveTextContent('远航物流集团');
  },
};

export const Empty: Story = {
  beforeEach: () => resetActivitiesMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('近期暂无活动', {}, slow)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(activityPaths.siteActivities, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '活动加载失败' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/dwsy/hdxx', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 14 项活动', {}, slow)).toBeVisible();
  },
};
