import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cascader, type CascaderOption } from '../../ui/Cascader';
import { backToParent, enterChildren, moveInColumn, startBrowse } from '../../ui/Cascader/browse';
import { columnsFor, leafPaths, resolvePath, searchPaths } from '../../ui/Cascader/tree';
import { FormField } from '../../ui/Form';
import { showLayoutInJsdom } from './layoutShim';

showLayoutInJsdom();

const regions: CascaderOption[] = [
  {
    value: '110000',
    label: '北京市',
    children: [
      {
        value: '110100',
        label: '市辖区',
        children: [
          { value: '110101', label: '东城区' },
          { value: '110102', label: '西城区' },
        ],
      },
    ],
  },
  {
    value: '440000',
    label: '广东省',
    children: [
      {
        value: '440100',
        label: '广州市',
        children: [
          { value: '440103', label: '荔湾区' },
          { value: '440104', label: '越秀区', disabled: true },
        ],
      },
      { value: '440300', label: '深圳市', children: [{ value: '440303', label: '罗湖区' }] },
    ],
  },
];
const none = new Map<string, readonly CascaderOption[]>();

describe('tree rules', () => {
  it('resolves a path as far as the tree knows it', () => {
    expect(resolvePath(regions, ['440000', '440300', '999999'], none).map((option) => option.label)).toEqual([
      '广东省',
      '深圳市',
    ]);
  });

  it('shows a column per level of the browsed path', () => {
    expect(
      columnsFor(regions, ['440000', '440100'], none).map((column) => column.map((o) => o.label)),
    ).toEqual([
      ['北京市', '广东省'],
      ['广州市', '深圳市'],
      ['荔湾区', '越秀区'],
    ]);
  });

  it.each([
    ['东城', ['北京市 / 市辖区 / 东城区']],
    ['广东 区', ['广东省 / 广州市 / 荔湾区', '广东省 / 广州市 / 越秀区', '广东省 / 深圳市 / 罗湖区']],
    ['深圳/罗湖', ['广东省 / 深圳市 / 罗湖区']],
    ['  ', []],
  ])('finds paths containing every term of %p', (query, labels) => {
    expect(searchPaths(leafPaths(regions, none), query).map((path) => path.labels.join(' / '))).toEqual(
      labels,
    );
  });

  it('browses with the keyboard: down, into children, back', () => {
    const columns = (path: string[]) => columnsFor(regions, path, none);
    let state = startBrowse(columns([]), []);
    expect(state).toEqual({ path: ['110000'], level: 0 });
    state = moveInColumn(columns(state.path), state, 'next');
    expect(state).toEqual({ path: ['440000'], level: 0 });
    state = enterChildren(state, columns(state.path)[1] ?? []);
    expect(state).toEqual({ path: ['440000', '440100'], level: 1 });
    state = moveInColumn(columns(state.path), state, 'last');
    expect(state).toEqual({ path: ['440000', '440300'], level: 1 });
    expect(backToParent(state)).toEqual({ path: ['440000'], level: 0 });
  });

  it('starts browsing at the current value', () => {
    expect(startBrowse(columnsFor(regions, [], none), ['440000', '440100', '440103'])).toEqual({
      path: ['440000', '440100', '440103'],
      level: 2,
    });
  });
});

describe('Cascader', () => {
  function renderCascader(props: Partial<Parameters<typeof Cascader>[0]> = {}) {
    const onChange = jest.fn();
    render(
      <FormField label="所在地区">
        <Cascader options={regions} onChange={onChange} {...props} />
      </FormField>,
    );
    return { onChange };
  }

  it('picks 省 / 市 / 区 with the keyboard and shows the path', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCascader();
    const combobox = screen.getByRole('combobox', { name: '所在地区' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: '省' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      ['440000', '440300', '440303'],
      expect.arrayContaining([expect.objectContaining({ label: '罗湖区' })]),
    );
    expect(combobox).toHaveTextContent('广东省 / 深圳市 / 罗湖区');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('exposes the active option of the active column', async () => {
    const user = userEvent.setup();
    renderCascader({ defaultValue: ['110000', '110100', '110102'] });
    const combobox = screen.getByRole('combobox', { name: '所在地区' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('西城区');
    expect(
      within(screen.getByRole('listbox', { name: '区' })).getByRole('option', { name: '西城区' }),
    ).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      '市辖区',
    );
  });

  it('picks with the pointer, level by level', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCascader();
    await user.click(screen.getByRole('combobox', { name: '所在地区' }));
    await user.click(screen.getByRole('option', { name: /北京市/ }));
    await user.click(screen.getByRole('option', { name: /市辖区/ }));
    await user.click(screen.getByRole('option', { name: '东城区' }));
    expect(onChange).toHaveBeenLastCalledWith(['110000', '110100', '110101'], expect.any(Array));
  });

  it('searches across the whole path', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCascader({ searchable: true });
    const combobox = screen.getByRole('combobox', { name: '所在地区' });
    await user.click(combobox);
    await user.keyboard('罗湖');
    expect(screen.getByRole('listbox', { name: '搜索结果' })).toHaveTextContent('广东省 / 深圳市 / 罗湖区');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['440000', '440300', '440303'], expect.any(Array));
    expect(combobox).toHaveValue('广东省 / 深圳市 / 罗湖区');
  });

  it('loads a lazy level when it is opened', async () => {
    const user = userEvent.setup();
    let answer: (children: CascaderOption[]) => void = () => undefined;
    const loadChildren = jest.fn(() => new Promise<CascaderOption[]>((resolve) => (answer = resolve)));
    const onChange = jest.fn();
    render(
      <Cascader
        aria-label="所在地区"
        options={[{ value: '110000', label: '北京市' }]}
        loadChildren={loadChildren}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: '所在地区' }));
    await user.click(screen.getByRole('option', { name: /北京市/ }));
    expect(loadChildren).toHaveBeenCalledWith(expect.objectContaining({ value: '110000' }), ['110000']);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    await act(() => Promise.resolve(answer([{ value: '110100', label: '市辖区', isLeaf: true }])));
    await user.click(screen.getByRole('option', { name: '市辖区' }));
    expect(onChange).toHaveBeenLastCalledWith(['110000', '110100'], expect.any(Array));
  });

  it('opens a bottom sheet with one list per level on phones', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCascader({ variant: 'phone', placeholder: '请选择所在地区' });
    const trigger = screen.getByRole('button', { name: '所在地区 请选择所在地区' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: '请选择所在地区' });
    await user.click(within(sheet).getByRole('option', { name: /广东省/ }));
    await user.click(within(sheet).getByRole('option', { name: /深圳市/ }));
    expect(within(sheet).getByRole('listbox', { name: '区' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('option', { name: '罗湖区' }));
    expect(onChange).toHaveBeenLastCalledWith(['440000', '440300', '440303'], expect.any(Array));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '所在地区 广东省 / 深圳市 / 罗湖区' })).toBeInTheDocument();
  });

  it('becomes the phone picker when its FormField is the phone variant', () => {
    render(
      <FormField label="所在地区" variant="phone">
        <Cascader options={regions} />
      </FormField>,
    );
    expect(screen.getByRole('button', { name: '所在地区 请选择' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
