import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { activityPaths } from '../../../contract/activities';
import { chinaDate } from '../../../contract/chinaTime';
import { CalendarBlock } from '../../../features/homepage/components/CalendarBlock';
import { homepageFailure, homepageHeld, resetHomepageMock } from '../../mocks/handlers/homepage';
import { InSite, phoneSite, slow } from './homepageStories';

const today = chinaDate(Date.now());
const monthLabel = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月`;

function Calendar() {
  return (
    <InSite>
      <CalendarBlock today={today} />
    </InSite>
  );
}

const meta = {
  title: 'Features/homepage/Blocks/Calendar',
  component: Calendar,
  globals: { backgrounds: { value: 'page' } },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month's days with activities; choosing one lists its fairs and talks, each linking to its page. */
export const MonthAndDay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(monthLabel(today))).toBeVisible();
    const days = within(await canvas.findByRole('list', { name: '有活动的日期' }, slow));
    const first = days.getAllByRole('button')[0]!;
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toHaveTextContent(`${Number(today.slice(8))}日 · 3场`);
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const fair = await canvas.findByRole('link', { name: '2027届毕业生秋季大型双选会' }, slow);
    await expect(fair).toHaveAttribute('href', '/site/00000/zph/f-1');
    await expect(canvas.getByRole('link', { name: '示例科技有限公司校园招聘宣讲会' })).toHaveAttribute(
      'href',
      '/site/00000/xjh/xjh-1',
    );
  },
};

/** Months move with the buttons; a month without activities says so. */
export const EmptyMonth: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '有活动的日期' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: '上个月' }));
    await userEvent.click(canvas.getByRole('button', { name: '上个月' }));
    await expect(await canvas.findByText('本月暂无活动', {}, slow)).toBeVisible();
  },
};

/** A site without activities yet: an honest empty month. */
export const Empty: Story = {
  beforeEach: () => resetHomepageMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本月暂无活动', {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [homepageHeld(activityPaths.calendar)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
  },
};

/** The month failed: said so, not passed off as a month without activities. */
export const Failed: Story = {
  parameters: { msw: { handlers: [homepageFailure(activityPaths.calendar)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂时无法获取，请稍后再试', {}, slow)).toBeVisible();
  },
};

/** The day's details failed: said plainly under the days. */
export const DayFailed: Story = {
  parameters: { msw: { handlers: [homepageFailure(activityPaths.calendarDetail)] } },
  play: async ({ canvas }) => {
    const days = within(await canvas.findByRole('list', { name: '有活动的日期' }, slow));
    await userEvent.click(days.getAllByRole('button')[0]!);
    await expect(await canvas.findByText('暂时无法获取，请稍后再试', {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneSite,
  play: async ({ canvas }) => {
    const days = within(await canvas.findByRole('list', { name: '有活动的日期' }, slow));
    await userEvent.click(days.getAllByRole('button')[0]!);
    await expect(await canvas.findByRole('link', { name: '2027届毕业生秋季大型双选会' }, slow)).toBeVisible();
  },
};
