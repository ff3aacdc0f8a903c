import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DishonestyRecordsScreen from '../../../features/dishonesty/screens/DishonestyRecordsScreen';
import { resetDishonestyMock } from '../../mocks/handlers/dishonesty';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page } from '../support';

const at = employerScreenAt({
  path: '/zhgl/xzbcxjl',
  phoneTitle: '校招不诚信记录',
  screen: <DishonestyRecordsScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/dishonesty/DishonestyRecords',
  component: DishonestyRecordsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetDishonestyMock(),
  ...at(),
} satisfies Meta<typeof DishonestyRecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 8000 };

/** Two no-shows: booking suspended until a date; one record's refused appeal with the school's answer. */
export const Suspended: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂停至2027-11-20/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/本站一年内累计2次未到场将暂停预订招聘会展位和宣讲会一年/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: '查看与申诉 招聘会预订展位后未到场 2026-06-12' }),
    );
    const drawer = await page().findByRole('dialog', { name: '记录详情' });
    await expect(
      await within(drawer).findByText('学校答复：未提供交通管制的证明材料', {}, slow),
    ).toBeVisible();
  },
};

/** Appealing: a reason is required, then the appeal waits for the school. */
export const Appeal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看与申诉 招聘会预订展位后未到场 2026-11-20' }, slow),
    );
    const drawer = within(await page().findByRole('dialog', { name: '记录详情' }));
    await userEvent.click(await drawer.findByRole('button', { name: '提交申诉' }, slow));
    await expect(await drawer.findByText('请填写申诉理由')).toBeVisible();
    await userEvent.type(drawer.getByLabelText(/申诉理由/), '当天已到场，签到系统故障');
    await userEvent.click(drawer.getByRole('button', { name: '提交申诉' }));
    await expect(await drawer.findByText('待处理', {}, slow)).toBeVisible();
  },
};

/** The note states the site's own rule (here one no-show suspends for 30 days). */
export const SiteRule: Story = {
  beforeEach: () => resetDishonestyMock({ rule: { wdccs: 1, tjts: 180, ztts: 30 } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/本站每次未到场将暂停预订招聘会展位和宣讲会30天。/, {}, slow),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetDishonestyMock({ empty: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('贵单位在本站没有不诚信记录。', {}, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zhgl/xzbcxjl', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂停至2027-11-20/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(/本站一年内累计2次未到场将暂停预订招聘会展位和宣讲会一年/)).toBeVisible();
  },
};
