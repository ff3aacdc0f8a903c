import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker, type DateRange, type DateRangePickerProps } from '../../ui/DateRangePicker';
import { FormField } from '../../ui/Form';
import { ThemeRoot } from '../../ui/theme';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();
// Many user-event steps per test; a shared two-core machine needs more than the 5 s default.
jest.setTimeout(20000);

const TODAY = '2025-06-18';

function Harness({ initial = ['', ''], ...props }: Partial<DateRangePickerProps> & { initial?: DateRange }) {
  const [range, setRange] = useState<DateRange>(initial);
  return (
    <ThemeRoot>
      <FormField label="宣讲会时间">
        <DateRangePicker today={TODAY} value={range} onChange={setRange} {...props} />
      </FormField>
      <output data-testid="value">{range.join(' ~ ')}</output>
      <button type="button">别处</button>
    </ThemeRoot>
  );
}

function setup(props: Partial<DateRangePickerProps> & { initial?: DateRange } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const group = screen.getByRole('group', { name: '宣讲会时间' });
  return {
    user,
    startInput: within(group).getByRole('textbox', { name: '开始日期' }),
    endInput: within(group).getByRole('textbox', { name: '结束日期' }),
  };
}

const value = () => screen.getByTestId('value').textContent;
const dialog = () => screen.getByRole('dialog', { name: '选择日期范围' });
const cell = (name: RegExp) => within(dialog()).getByRole('gridcell', { name });

describe('DateRangePicker', () => {
  it('shows two months and picks a start then an end with the pointer', async () => {
    const { user, startInput, endInput } = setup();
    await user.click(startInput);
    expect(
      within(dialog())
        .getAllByRole('grid')
        .map((grid) => grid.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(dialog()).getByRole('grid', { name: '2025年6月' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('grid', { name: '2025年7月' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('请选择开始日期');

    await user.click(cell(/2025年6月20日/));
    expect(value()).toBe('2025-06-20 ~ ');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('请选择结束日期');
    expect(endInput).toHaveFocus();

    await user.click(cell(/2025年7月3日/));
    expect(value()).toBe('2025-06-20 ~ 2025-07-03');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no day before the start while the end is chosen', async () => {
    const { user, endInput } = setup({ initial: ['2025-06-20', ''] });
    await user.click(endInput);
    const before = cell(/2025年6月19日/);
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(value()).toBe('2025-06-20 ~ ');
    expect(cell(/2025年6月20日/)).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a typed end before the start', async () => {
    const { user, endInput } = setup({ initial: ['2025-06-20', '2025-06-25'] });
    await user.clear(endInput);
    await user.type(endInput, '2025-06-01');
    await user.keyboard('{Enter}');
    expect(value()).toBe('2025-06-20 ~ 2025-06-25');
    expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期');
    expect(endInput).toHaveAttribute('aria-invalid', 'true');
    expect(endInput).toHaveAccessibleDescription('结束日期不能早于开始日期');
  });

  it('accepts typed dates on both sides', async () => {
    const { user, startInput, endInput } = setup();
    await user.type(startInput, '2025-6-1');
    await user.type(endInput, '2025-06-03');
    await user.click(screen.getByRole('button', { name: '别处' }));
    expect(value()).toBe('2025-06-01 ~ 2025-06-03');
  });

  it('picks a range from the keyboard across the two months', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '选择日期范围' }));
    expect(document.activeElement).toHaveAttribute('data-date', TODAY);
    await user.keyboard('{Enter}');
    await user.keyboard('{PageDown}{Enter}');
    expect(value()).toBe('2025-06-18 ~ 2025-07-18');
  });

  it('clears both dates', async () => {
    const { user, startInput } = setup({ initial: ['2025-06-01', '2025-06-03'] });
    await user.click(screen.getByRole('button', { name: '清除日期范围' }));
    expect(value()).toBe(' ~ ');
    expect(startInput).toHaveFocus();
  });

  it('chooses a range in a bottom sheet on phones', async () => {
    const user = userEvent.setup();
    render(<Harness variant="phone" />);
    await user.click(screen.getByRole('button', { name: '宣讲会时间 开始日期 至 结束日期' }));
    const sheet = screen.getByRole('dialog', { name: '选择日期范围' });
    expect(within(sheet).getAllByRole('grid')).toHaveLength(1);
    await user.click(within(sheet).getByRole('gridcell', { name: /2025年6月10日/ }));
    expect(within(sheet).getByRole('status')).toHaveTextContent('请选择结束日期');
    await user.click(within(sheet).getByRole('gridcell', { name: /2025年6月12日/ }));
    expect(value()).toBe('2025-06-10 ~ 2025-06-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
