import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, datePickerMessage, type DatePickerProps } from '../../ui/DatePicker';
import { FormField } from '../../ui/Form';

const page = () => within(document.body);
const phone = { viewport: { value: 'phone', isRotated: false } };
/** Pinned so the calendar (and its 今天 ring) looks the same on every run. */
const TODAY = '2025-06-18';
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00`).getDay());

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { 'aria-label': '面试日期', today: TODAY, onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    disabledDate: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '面试日期' });
    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    const dialog = await page().findByRole('dialog', { name: '选择日期' });
    await expect(within(dialog).getByRole('grid', { name: '2025年6月' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('2025年6月18日 星期三 今天'));

    // Right one day, down one week, Enter.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('2025-06-26');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-26');
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

export const KeyboardAcrossMonths: Story = {
  args: { defaultValue: '2025-01-31' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    const dialog = await page().findByRole('dialog', { name: '选择日期' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2025-01-31'));
    // PageDown keeps the day where it can: 31 January → 28 February.
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('grid')).toHaveAccessibleName('2025年2月');
    await expect(document.activeElement).toHaveAttribute('data-date', '2025-02-28');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-02-24');
  },
};

export const DisabledDates: Story = {
  args: { min: '2025-06-10', max: '2025-06-30', disabledDate: isWeekend },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '面试日期' }));
    const dialog = await page().findByRole('dialog', { name: '选择日期' });
    const saturday = within(dialog).getByRole('gridcell', { name: '2025年6月21日 星期六' });
    const beforeMin = within(dialog).getByRole('gridcell', { name: '2025年6月9日 星期一' });
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await expect(beforeMin).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(saturday);
    await userEvent.click(beforeMin);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();

    // Enter on a disabled day does nothing either.
    saturday.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2025年6月23日 星期一' }));
    await expect(args.onChange).toHaveBeenCalledWith('2025-06-23');

    // Reopened, the calendar shows the choice (and axe checks the open popup).
    await userEvent.click(canvas.getByRole('textbox', { name: '面试日期' }));
    const reopened = await page().findByRole('dialog', { name: '选择日期' });
    await expect(within(reopened).getByRole('gridcell', { name: '2025年6月23日 星期一' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const TypedInput: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '面试日期' });
    await userEvent.type(input, '2025-7-1{Enter}');
    await expect(input).toHaveValue('2025-07-01');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-07-01');

    await userEvent.clear(input);
    await userEvent.type(input, '2025-02-30{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(datePickerMessage.format);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-07-01');
  },
};

export const WithValue: Story = {
  args: { defaultValue: '2025-06-05' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除日期' }));
    await expect(canvas.getByRole('textbox', { name: '面试日期' })).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2025-06-05', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '面试日期' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '选择日期' })).toBeDisabled();
  },
};

function FormDemo(props: DatePickerProps) {
  const [value, setValue] = useState('');
  return (
    <FormField label="宣讲日期" required help="可直接输入，如 2025-06-20">
      <DatePicker {...props} aria-label={undefined} value={value} onChange={setValue} />
    </FormField>
  );
}

export const InFormField: Story = {
  render: (args) => <FormDemo {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '宣讲日期' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('可直接输入，如 2025-06-20');
    await userEvent.click(input);
    await userEvent.click(await page().findByRole('button', { name: '今天' }));
    await expect(input).toHaveValue(TODAY);
  },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone', defaultValue: '2025-06-05' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: '面试日期 2025-06-05' });
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(42);
    await userEvent.click(trigger);
    const sheet = await page().findByRole('dialog', { name: '选择日期' });
    const day = within(sheet).getByRole('gridcell', { name: '2025年6月12日 星期四' });
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(day);
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-12');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '面试日期 2025-06-12' }));
    const reopened = await page().findByRole('dialog', { name: '选择日期' });
    await expect(within(reopened).getByRole('gridcell', { name: '2025年6月12日 星期四' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
