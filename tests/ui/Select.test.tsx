import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../../ui/Form';
import { Select } from '../../ui/Select';
import {
  filterOptions,
  highlightParts,
  moveActive,
  normalizeForSearch,
  toggleValue,
} from '../../ui/Select/options';

const cities = [
  { value: 'bj', label: '北京市' },
  { value: 'sh', label: '上海市' },
  { value: 'gz', label: '广州市', disabled: true },
  { value: 'sz', label: '深圳市' },
  { value: 'nj', label: '南京市' },
];

describe('option rules', () => {
  it.each([
    ['北京', ['北京市']],
    ['京', ['北京市', '南京市']],
    ['北京 市', ['北京市']],
    ['', cities.map((city) => city.label)],
    ['杭州', []],
  ])('matches %p as a substring of the label', (query, labels) => {
    expect(filterOptions(cities, query).map((option) => option.label)).toEqual(labels);
  });

  it('folds full-width letters and case typed with a Chinese input method', () => {
    expect(normalizeForSearch('ＡＢｃ　１')).toBe('abc1');
    expect(filterOptions([{ value: 1, label: 'Java 工程师' }], 'ＪＡＶＡ')).toHaveLength(1);
  });

  it.each<[number, 'next' | 'previous' | 'first' | 'last', number]>([
    [-1, 'next', 0],
    [1, 'next', 3],
    [4, 'next', 4],
    [3, 'previous', 1],
    [0, 'previous', 0],
    [-1, 'previous', 4],
    [2, 'first', 0],
    [0, 'last', 4],
  ])('moves the active option from %p (%s) to %p, skipping disabled ones', (from, move, to) => {
    expect(moveActive(cities, from, move)).toBe(to);
  });

  it('has no active option when every option is disabled', () => {
    expect(moveActive([{ disabled: true }], -1, 'first')).toBe(-1);
  });

  it('keeps the options order when toggling values', () => {
    expect(toggleValue(cities, ['nj'], 'bj')).toEqual(['bj', 'nj']);
    expect(toggleValue(cities, ['bj', 'nj'], 'bj')).toEqual(['nj']);
  });

  it('splits a label around the match', () => {
    expect(highlightParts('南京市', '京')).toEqual({ before: '南', match: '京', after: '市' });
  });
});

function renderSelect(props: Partial<Parameters<typeof Select<string>>[0]> = {}) {
  const onChange = jest.fn();
  render(
    <FormField label="城市">
      <Select options={cities} onChange={onChange} {...(props as object)} />
    </FormField>,
  );
  return { onChange, combobox: screen.getByRole('combobox', { name: '城市' }) };
}

describe('Select', () => {
  it('shows 请选择 and opens a listbox with ↓', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    expect(combobox).toHaveTextContent('请选择');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: '城市' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  });

  it('moves with arrows, Home and End over enabled options and picks with Enter', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('北京市');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('深圳市');
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('南京市');
    await user.keyboard('{Home}');
    expect(active()).toHaveTextContent('北京市');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('sh');
    expect(combobox).toHaveTextContent('上海市');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters as you type and picks a match with the keyboard', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect({ searchable: true });
    await user.click(combobox);
    await user.keyboard('京');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['北京市', '南京市']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('nj');
    expect(combobox).toHaveValue('南京市');
  });

  it('says 暂无数据 when nothing matches', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect({ searchable: true });
    await user.click(combobox);
    await user.keyboard('杭州');
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
  });

  it('says 加载中 while loading', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect({ loading: true });
    await user.click(combobox);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes with Escape and marks the key handled so a surrounding dialog stays open', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    const escape = fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles several values, keeps the list open and removes the last tag with Backspace', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Select aria-label="城市" multiple searchable options={cities} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: '城市' });
    await user.click(combobox);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('option', { name: '北京市' }));
    expect(onChange).toHaveBeenLastCalledWith(['bj', 'sh']);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    expect(screen.getByRole('option', { name: '上海市' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['bj']);
    await user.click(screen.getByRole('button', { name: '删除 北京市' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('ignores disabled options', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: '广州市' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the choice', async () => {
    const user = userEvent.setup();
    const { combobox, onChange } = renderSelect({ clearable: true, defaultValue: 'sz' });
    expect(combobox).toHaveTextContent('深圳市');
    await user.click(screen.getByRole('button', { name: '清除选择' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(combobox).toHaveTextContent('请选择');
  });

  it('is named by its field label with aria-labelledby and takes focus when the label is clicked', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    const label = screen.getByText('城市');
    expect(label.tagName).toBe('SPAN');
    expect(combobox).toHaveAttribute('aria-labelledby', label.id);
    await user.click(label);
    expect(combobox).toHaveFocus();
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect({ disabled: true });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
  });
});
