import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { TimePicker, timePickerMessage } from '../../ui/TimePicker';

const page = () => within(document.body);
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'UI/TimePicker',
  component: TimePicker,
  args: { 'aria-label': '开始时间', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    minuteStep: { control: 'inline-radio', options: [1, 5, 10, 15, 30] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240, minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { minuteStep: 5 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '开始时间' }));
    const dialog = await page().findByRole('dialog', { name: '选择时间' });
    await userEvent.click(
      within(within(dialog).getByRole('listbox', { name: '时' })).getByRole('option', { name: '14' }),
    );
    await userEvent.click(
      within(within(dialog).getByRole('listbox', { name: '分' })).getByRole('option', { name: '30' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('14:30');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('textbox', { name: '开始时间' })).toHaveValue('14:30');
  },
};

export const KeyboardAndLimits: Story = {
  args: { defaultValue: '09:00', min: '09:00', max: '17:30', minuteStep: 30 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '选择时间' }));
    const hours = await page().findByRole('listbox', { name: '时' });
    await waitFor(() => expect(hours).toHaveFocus());
    await expect(within(hours).getByRole('option', { name: '08' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{ArrowRight}{ArrowDown}');
    // 17:30 is the last allowed time.
    await expect(args.onChange).toHaveBeenLastCalledWith('17:30');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '开始时间' })).toHaveFocus();

    // Reopened, the lists show the choice (and axe checks the open popup).
    await userEvent.keyboard('{ArrowDown}');
    const minutes = await page().findByRole('listbox', { name: '分' });
    await expect(within(minutes).getByRole('option', { name: '30' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const TypedInput: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '开始时间' });
    await userEvent.type(input, '9:05{Enter}');
    await expect(input).toHaveValue('09:05');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:05');
    await userEvent.clear(input);
    await userEvent.type(input, '25:00{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(timePickerMessage.format);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '09:30', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '开始时间' })).toBeDisabled();
  },
};

export const InFormField: Story = {
  render: (args) => (
    <FormField label="面试开始时间" required>
      <TimePicker {...args} aria-label={undefined} minuteStep={15} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '面试开始时间' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone', minuteStep: 10 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开始时间 请选择时间' }));
    const sheet = await page().findByRole('dialog', { name: '选择时间' });
    const option = within(within(sheet).getByRole('listbox', { name: '时' })).getByRole('option', {
      name: '10',
    });
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(option);
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('10:00');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '开始时间 10:00' }));
    const hours = await page().findByRole('listbox', { name: '时' });
    await expect(within(hours).getByRole('option', { name: '10' })).toHaveAttribute('aria-selected', 'true');
  },
};
