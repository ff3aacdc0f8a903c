import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityPaths } from '../../../contract/activities';
import ScheduleScreen from '../../../features/schedule/screens/ScheduleScreen';
import { MOCK_SUBSCRIPTION_PATH, resetActivitiesMock } from '../../mocks/handlers/activities';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';

const at = employerScreenAt({
  path: '/dwsy/wdrc',
  phoneTitle: '我的日程',
  screen: <ScheduleScreen />,
  leadsTo: ['/xjh/xjhgl'],
});

const meta = {
  title: 'Features/schedule/Schedule',
  component: ScheduleScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetActivitiesMock(),
  ...at(),
} satisfies Meta<typeof ScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };
const PASSED = /示例科技2027届校园宣讲会.*（宣讲会 14:00–16:00 已通过）/;

/** This month as a table of weeks starting on Monday; today's talks in their cell; one opens its details. */
export const Month: Story = {
  play: async ({ canvas }) => {
    const entry = await canvas.findByRole('button', { name: PASSED }, slow);
    const grid = canvas.getByRole('table');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await expect(canvas.getByRole('button', { name: /示例科技研发专场.*待审核/ })).toBeVisible();
    await expect(entry.closest('td')).toHaveAttribute('aria-current', 'date');

    await userEvent.click(entry);
    const drawer = within(await page().findByRole('dialog', { name: /示例科技2027届校园宣讲会/ }));
    await expect(drawer.getByText('已报名 36 / 200 人')).toBeVisible();
    await expect(drawer.getByRole('switch', { name: '开放学生报名' })).toBeChecked();
    await expect(drawer.getByRole('link', { name: '查看宣讲会详情' })).toHaveAttribute(
      'href',
      '/xjh/xjhgl?id=xjh-0001',
    );
    await userEvent.click(drawer.getByRole('switch', { name: '开放学生报名' }));
    await expect(await page().findByText('已关闭学生报名', {}, slow)).toBeVisible();
  },
};

/** The week view (Monday to Sunday) and back; moving on a week leaves today's talks behind. */
export const Week: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: PASSED }, slow);
    await userEvent.click(canvas.getByRole('button', { name: '周' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '周' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const week = await canvas.findByRole('list', { name: '本周日程' });
    await expect(within(week).getAllByRole('heading')).toHaveLength(7);
    await expect(within(week).getAllByRole('heading')[0]).toHaveTextContent(/^周一/);
    await expect(await canvas.findByRole('button', { name: PASSED }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一周' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: PASSED })).not.toBeInTheDocument());
    await expect(await canvas.findByText(/本周没有日程/, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '今天' }));
    await expect(await canvas.findByRole('button', { name: PASSED }, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetActivitiesMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/本月没有日程/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(activityPaths.schedule, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PASSED })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(activityPaths.schedule, () =>
          HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '日程加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** The .ics export, the subscription address (https and webcal) and its reset. */
export const ExportAndSubscribe: Story = {
  play: async ({ canvas }) => {
    const address = await canvas.findByDisplayValue(new RegExp(`${MOCK_SUBSCRIPTION_PATH}$`), {}, slow);
    await expect(address).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: '在日历应用中订阅' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^webcal:\/\//),
    );
    await userEvent.click(canvas.getByRole('button', { name: '导出日历文件（.ics）' }));
    await expect(await page().findByText('已导出 我的日程.ics', {}, slow)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '重置地址' }));
    await userEvent.click(await page().findByRole('button', { name: '重置' }));
    await expect(await page().findByText('订阅地址已重置，旧地址已失效', {}, slow)).toBeVisible();
    await expect(await canvas.findByDisplayValue(/1111\.ics$/, {}, slow)).toBeVisible();
  },
};

/** Phones list the days that have activities, as cards. */
export const Phone: Story = {
  ...phoneStory,
  ...at('/dwsy/wdrc', true),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('button', { name: /示例科技2027届校园宣讲会.*已通过/ }, slow);
    await expect(card).toHaveTextContent('图书馆 报告厅');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
