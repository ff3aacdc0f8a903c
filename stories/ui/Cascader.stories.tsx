import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Cascader, type CascaderOption } from '../../ui/Cascader';
import { FormField } from '../../ui/Form';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** A slice of the 省 / 市 / 区 tree that /pub/getSsqListForMobile returns (mapped to value/label). */
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
          { value: '110105', label: '朝阳区' },
          { value: '110108', label: '海淀区' },
        ],
      },
    ],
  },
  {
    value: '320000',
    label: '江苏省',
    children: [
      {
        value: '320100',
        label: '南京市',
        children: [
          { value: '320102', label: '玄武区' },
          { value: '320104', label: '秦淮区' },
          { value: '320106', label: '鼓楼区' },
        ],
      },
      {
        value: '320500',
        label: '苏州市',
        children: [
          { value: '320505', label: '虎丘区' },
          { value: '320506', label: '吴中区' },
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
          { value: '440104', label: '越秀区' },
          { value: '440106', label: '天河区' },
        ],
      },
      {
        value: '440300',
        label: '深圳市',
        children: [
          { value: '440303', label: '罗湖区' },
          { value: '440304', label: '福田区' },
          { value: '440305', label: '南山区' },
        ],
      },
    ],
  },
  { value: '710000', label: '台湾省', disabled: true },
];

/** The same tree served one level at a time, as a lazy loader would fetch it. */
function loadRegionChildren(_option: CascaderOption, path: readonly string[]): Promise<CascaderOption[]> {
  let level: readonly CascaderOption[] = regions;
  let found: CascaderOption | undefined;
  for (const value of path) {
    found = level.find((candidate) => candidate.value === value);
    level = found?.children ?? [];
  }
  const children = (found?.children ?? []).map(({ value, label, children: next }) => ({
    value,
    label,
    isLeaf: next === undefined,
  }));
  return new Promise((resolve) => window.setTimeout(() => resolve(children), 400));
}

const activeOption = (combobox: HTMLElement) =>
  document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

const meta = {
  title: 'UI/Cascader',
  component: Cascader,
  args: { options: regions, onChange: fn(), placeholder: '请选择省 / 市 / 区' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    options: { control: false },
    loadChildren: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 340 }}>
      <FormField label="所在地区">
        <Cascader {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof Cascader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所在地区' });
    await userEvent.click(combobox);
    await userEvent.click(await screen.findByRole('option', { name: /江苏省/ }));
    await userEvent.click(screen.getByRole('option', { name: /苏州市/ }));
    await userEvent.click(screen.getByRole('option', { name: '吴中区' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['320000', '320500', '320506'], expect.any(Array));
    await expect(combobox).toHaveTextContent('江苏省 / 苏州市 / 吴中区');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所在地区' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('listbox', { name: '省' })).toBeVisible();
    await expect(activeOption(combobox)).toHaveTextContent('北京市');
    // Down to 广东省, into its cities, down to 深圳市, into its districts, End, Enter.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowDown}{ArrowRight}{End}');
    await expect(activeOption(combobox)).toHaveTextContent('南山区');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeOption(combobox)).toHaveTextContent('深圳市');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['440000', '440300', '440303'], expect.any(Array));
    await expect(combobox).toHaveTextContent('广东省 / 深圳市 / 罗湖区');
  },
};

export const Searchable: Story = {
  args: { searchable: true },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所在地区' });
    await userEvent.click(combobox);
    await userEvent.keyboard('广东 南山');
    const results = await screen.findByRole('listbox', { name: '搜索结果' });
    await expect(
      within(results)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['广东省 / 深圳市 / 南山区']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['440000', '440300', '440305'], expect.any(Array));
    await expect(combobox).toHaveValue('广东省 / 深圳市 / 南山区');
  },
};

export const LazyLevels: Story = {
  args: {
    options: regions.map(({ value, label, disabled }) => ({ value, label, disabled })),
    loadChildren: loadRegionChildren,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所在地区' }));
    await userEvent.click(await screen.findByRole('option', { name: /北京市/ }));
    await expect(await screen.findByRole('status')).toHaveTextContent('加载中');
    await userEvent.click(await screen.findByRole('option', { name: /市辖区/ }, { timeout: 3000 }));
    await userEvent.click(await screen.findByRole('option', { name: '海淀区' }, { timeout: 3000 }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(['110000', '110100', '110108'], expect.any(Array)),
    );
  },
};

export const Filled: Story = {
  args: { defaultValue: ['110000', '110100', '110108'], clearable: true },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所在地区' });
    await expect(combobox).toHaveTextContent('北京市 / 市辖区 / 海淀区');
    await userEvent.click(canvas.getByRole('button', { name: '清除选择' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([], []);
    await expect(combobox).toHaveTextContent('请选择省 / 市 / 区');
  },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="所在地区" required error="请选择所在地区">
        <Cascader {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所在地区' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('请选择所在地区');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['320000', '320100', '320102'] },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone', sheetTitle: '选择所在地区' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '所在地区 请选择省 / 市 / 区' }));
    const sheet = await screen.findByRole('dialog', { name: '选择所在地区' });
    await userEvent.click(within(sheet).getByRole('option', { name: /广东省/ }));
    await userEvent.click(within(sheet).getByRole('option', { name: /广州市/ }));
    const districts = within(sheet).getByRole('listbox', { name: '区' });
    await expect(
      within(districts).getByRole('option', { name: '天河区' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await userEvent.click(within(districts).getByRole('option', { name: '天河区' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['440000', '440100', '440106'], expect.any(Array));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '所在地区 广东省 / 广州市 / 天河区' })).toHaveFocus();
  },
};
