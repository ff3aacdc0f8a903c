import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from '../../ui/Form';
import { TimePicker, timePickerMessage, type TimePickerProps } from '../../ui/TimePicker';
import { ThemeRoot } from '../../ui/theme';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();
// Many user-event steps per test; a shared two-core machine needs more than the 5 s default.
jest.setTimeout(20000);

function Harness({ initial = '', ...props }: Partial<TimePickerProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeRoot>
      <FormField label="开始时间">
        <TimePicker value={value} onChange={setValue} {...props} />
      </FormField>
      <output data-testid="value">{value}</output>
      <button type="button">别处</button>
    </ThemeRoot>
  );
}

function setup(props: Partial<TimePickerProps> & { initial?: string } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('textbox', { name: '开始时间' }) };
}

const value = () => screen.getByTestId('value').textContent;
const dialog = () => screen.getByRole('dialog', { name: '选择时间' });

describe('TimePicker', () => {
  it('chooses hour and minute with the pointer', async () => {
    const { user, input } = setup({ minuteStep: 15 });
    await user.click(input);
    const hours = within(dialog()).getByRole('listbox', { name: '时' });
    const minutes = within(dialog()).getByRole('listbox', { name: '分' });
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['00', '15', '30', '45']);
    await user.click(within(hours).getByRole('option', { name: '09' }));
    expect(value()).toBe('09:00');
    await user.click(within(minutes).getByRole('option', { name: '30' }));
    expect(value()).toBe('09:30');
    expect(within(minutes).getByRole('option', { name: '30' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is driven from the keyboard: arrows choose, ArrowRight changes list, Enter closes', async () => {
    const { user, input } = setup({ initial: '08:00', min: '08:00', max: '18:00', minuteStep: 30 });
    await user.click(screen.getByRole('button', { name: '选择时间' }));
    const hours = within(dialog()).getByRole('listbox', { name: '时' });
    expect(hours).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(value()).toBe('10:00');
    expect(hours).toHaveAttribute(
      'aria-activedescendant',
      within(hours).getByRole('option', { name: '10' }).id,
    );
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog()).getByRole('listbox', { name: '分' })).toHaveFocus();
    expect(value()).toBe('10:30');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('skips and refuses hours outside min and max', async () => {
    const { user } = setup({ initial: '08:00', min: '08:00', max: '09:00' });
    await user.click(screen.getByRole('button', { name: '选择时间' }));
    const hours = within(dialog()).getByRole('listbox', { name: '时' });
    expect(within(hours).getByRole('option', { name: '07' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(hours).getByRole('option', { name: '07' }));
    expect(value()).toBe('08:00');
    await user.keyboard('{ArrowUp}');
    expect(value()).toBe('08:00');
    await user.keyboard('{End}');
    expect(value()).toBe('09:00');
  });

  it.each([
    ['9:30', '09:30'],
    ['0930', '09:30'],
    ['9：30', '09:30'],
  ])('accepts typed %s as %s', async (typed, expected) => {
    const { user, input } = setup();
    await user.type(input, typed);
    await user.keyboard('{Enter}');
    expect(value()).toBe(expected);
    expect(input).toHaveValue(expected);
  });

  it.each([
    ['25:00', timePickerMessage.format],
    ['07:00', timePickerMessage.unavailable],
  ])('refuses typed %s', async (typed, message) => {
    const { user, input } = setup({ initial: '09:00', min: '08:00' });
    await user.clear(input);
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: '别处' }));
    expect(value()).toBe('09:00');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
  });

  it('clears the time', async () => {
    const { user, input } = setup({ initial: '09:00' });
    await user.click(screen.getByRole('button', { name: '清除时间' }));
    expect(value()).toBe('');
    expect(input).toHaveFocus();
  });

  it('opens a bottom sheet on phones', async () => {
    const user = userEvent.setup();
    render(<Harness variant="phone" minuteStep={30} />);
    await user.click(screen.getByRole('button', { name: '开始时间 请选择时间' }));
    const sheet = screen.getByRole('dialog', { name: '选择时间' });
    await user.click(within(sheet).getByRole('option', { name: '14' }));
    await user.click(within(sheet).getByRole('option', { name: '30' }));
    await user.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(value()).toBe('14:30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
