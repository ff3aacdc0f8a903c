import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, datePickerMessage, type DatePickerProps } from '../../ui/DatePicker';
import { FormField } from '../../ui/Form';
import { ThemeRoot } from '../../ui/theme';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();
// Many user-event steps per test; a shared two-core machine needs more than the 5 s default.
jest.setTimeout(20000);

const TODAY = '2025-06-18'; // a Wednesday

function Harness({ initial = '', ...props }: Partial<DatePickerProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeRoot>
      <FormField label="面试日期">
        <DatePicker today={TODAY} value={value} onChange={setValue} {...props} />
      </FormField>
      <output data-testid="value">{value}</output>
      <button type="button">别处</button>
    </ThemeRoot>
  );
}

function setup(props: Partial<DatePickerProps> & { initial?: string } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('textbox', { name: '面试日期' }) };
}

const value = () => screen.getByTestId('value').textContent;
const dialog = () => screen.getByRole('dialog', { name: '选择日期' });

describe('DatePicker', () => {
  it('opens on the button with focus on today and picks a date by keyboard', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    const grid = within(dialog()).getByRole('grid', { name: '2025年6月' });
    expect(grid).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-date', TODAY);
    expect(document.activeElement).toHaveAccessibleName('2025年6月18日 星期三 今天');

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-date', '2025-06-26');
    await user.keyboard('{Enter}');
    expect(value()).toBe('2025-06-26');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('2025-06-26');
  });

  it('moves by week start and end, months and years from the keyboard', async () => {
    const { user } = setup({ initial: '2025-01-31' });
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    const focused = () => document.activeElement?.getAttribute('data-date');
    expect(focused()).toBe('2025-01-31');
    await user.keyboard('{Home}');
    expect(focused()).toBe('2025-01-27'); // Monday
    await user.keyboard('{End}');
    expect(focused()).toBe('2025-02-02'); // Sunday, in the next month
    expect(within(dialog()).getByRole('grid')).toHaveAccessibleName('2025年2月');
    await user.keyboard('{PageUp}');
    expect(focused()).toBe('2025-01-02');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focused()).toBe('2026-01-02');
  });

  it('does not select disabled dates and keeps keyboard focus within min and max', async () => {
    const { user } = setup({ min: '2025-06-10', max: '2025-06-20', disabledDate: (d) => d === '2025-06-19' });
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    const cell = within(dialog()).getByRole('gridcell', { name: '2025年6月19日 星期四' });
    expect(cell).toHaveAttribute('aria-disabled', 'true');
    await user.click(cell);
    expect(value()).toBe('');
    expect(dialog()).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('gridcell', { name: /2025年6月18日/ }));
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-date', '2025-06-20');
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAttribute('data-date', '2025-06-20');
    // No selectable day before min or after max: both month buttons are disabled (and hidden).
    expect(within(dialog()).queryByRole('button', { name: '下个月' })).not.toBeInTheDocument();
    expect(dialog().querySelector('[aria-label="上个月"]')).toBeDisabled();
  });

  it.each([
    ['2025-07-01', '2025-07-01'],
    ['2025-7-1', '2025-07-01'],
    ['2025/07/01', '2025-07-01'],
  ])('accepts typed %s as %s', async (typed, expected) => {
    const { user, input } = setup();
    await user.type(input, typed);
    await user.keyboard('{Enter}');
    expect(value()).toBe(expected);
    expect(input).toHaveValue(expected);
  });

  it.each([
    ['2025-02-30', datePickerMessage.format],
    ['明天', datePickerMessage.format],
    ['2025-06-01', datePickerMessage.unavailable],
  ])('refuses typed %s with a message and keeps the value', async (typed, message) => {
    const { user, input } = setup({ initial: '2025-06-18', min: '2025-06-10' });
    await user.clear(input);
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: '别处' }));
    expect(value()).toBe('2025-06-18');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  });

  it('follows a typed date in the open calendar', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(within(dialog()).getByRole('grid')).toHaveAccessibleName('2025年6月');
    await user.type(input, '2024-02-29');
    expect(within(dialog()).getByRole('grid')).toHaveAccessibleName('2024年2月');
  });

  it('chooses today with the 今天 button and clears with 清除日期', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(within(dialog()).getByRole('button', { name: '今天' }));
    expect(value()).toBe(TODAY);
    await user.click(screen.getByRole('button', { name: '清除日期' }));
    expect(value()).toBe('');
    expect(input).toHaveFocus();
  });

  it('closes on Escape and on a press outside, leaving the value alone', async () => {
    const { user, input } = setup({ initial: '2025-06-01' });
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.click(input);
    expect(dialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '别处' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(value()).toBe('2025-06-01');
  });

  it('shows weeks starting on Monday with the days of the neighbouring months', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    const headers = within(dialog())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const firstRow = within(dialog()).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('gridcell')
        .map((td) => td.getAttribute('data-date'))[0],
    ).toBe('2025-05-26');
  });

  it('opens a bottom sheet on phones and picks a date with a tap', async () => {
    const user = userEvent.setup();
    render(<Harness variant="phone" initial="2025-06-02" />);
    const trigger = screen.getByRole('button', { name: '面试日期 2025-06-02' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: '选择日期' });
    await user.click(within(sheet).getByRole('gridcell', { name: /2025年6月12日/ }));
    expect(value()).toBe('2025-06-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DatePicker grid focus', () => {
  it('lets Enter act on the day that holds DOM focus, even when focus got there without the arrows', async () => {
    const { user } = setup({ disabledDate: (d) => d === '2025-06-21' });
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    const saturday = within(dialog()).getByRole('gridcell', { name: '2025年6月21日 星期六' });
    act(() => saturday.focus());
    expect(saturday).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(value()).toBe('');
    act(() => within(dialog()).getByRole('gridcell', { name: '2025年6月20日 星期五' }).focus());
    await user.keyboard('{Enter}');
    expect(value()).toBe('2025-06-20');
  });
});
