import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, rangeMessage } from '../../ui/DateRangePicker';
import { FormField } from '../../ui/Form';

const page = () => within(document.body);
const phone = { viewport: { value: 'phone', isRotated: false } };
const TODAY = '2025-06-18';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { 'aria-label': '招聘会日期', today: TODAY, onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    disabledDate: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: '招聘会日期' });
    await userEvent.click(within(group).getByRole('textbox', { name: '开始日期' }));
    const dialog = await page().findByRole('dialog', { name: '选择日期范围' });
    await expect(within(dialog).getByRole('grid', { name: '2025年6月' })).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: '2025年7月' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2025年6月23日 星期一' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('请选择结束日期');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2025年7月4日 星期五' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2025-06-23', '2025-07-04']);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(group).getByRole('textbox', { name: '结束日期' })).toHaveValue('2025-07-04');
  },
};

export const EndBeforeStartRefused: Story = {
  args: { defaultValue: ['2025-06-20', ''] },
  play: async ({ args, canvas }) => {
    const end = canvas.getByRole('textbox', { name: '结束日期' });

    // In the calendar, no day before the start can be chosen as the end.
    await userEvent.click(end);
    const dialog = await page().findByRole('dialog', { name: '选择日期范围' });
    const before = within(dialog).getByRole('gridcell', { name: '2025年6月19日 星期四' });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onChange).not.toHaveBeenCalled();

    // Typed, it is refused with a message and the range stays as it was.
    await userEvent.type(end, '2025-06-01{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(rangeMessage.endBeforeStart);
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();

    // The calendar still offers nothing before the start (and axe checks the open popup).
    await userEvent.click(canvas.getByRole('button', { name: '选择日期范围' }));
    const reopened = await page().findByRole('dialog', { name: '选择日期范围' });
    await expect(within(reopened).getByRole('gridcell', { name: '2025年6月20日 星期五' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const KeyboardRange: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '选择日期范围' }));
    await page().findByRole('dialog', { name: '选择日期范围' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', TODAY));
    // Start today; end one week and two days later.
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2025-06-18', '2025-06-27']);
  },
};

export const WithRange: Story = {
  args: { defaultValue: ['2025-06-09', '2025-06-13'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除日期范围' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['', '']);
  },
};

export const InFormField: Story = {
  render: (args) => (
    <FormField label="宣讲会时间段" required>
      <DateRangePicker {...args} aria-label={undefined} min="2025-06-01" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /宣讲会时间段/ })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '招聘会日期 未选择' }));
    const sheet = await page().findByRole('dialog', { name: '选择日期范围' });
    await expect(within(sheet).getAllByRole('grid')).toHaveLength(1);
    await userEvent.click(within(sheet).getByRole('gridcell', { name: '2025年6月10日 星期二' }));
    await userEvent.click(within(sheet).getByRole('gridcell', { name: '2025年6月12日 星期四' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2025-06-10', '2025-06-12']);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '招聘会日期 2025-06-10 至 2025-06-12' }));
    await expect(await page().findByRole('status')).toHaveTextContent('请选择开始日期');
  },
};
