import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../ui/Form';
import { Select, type SelectOption } from '../../ui/Select';

const phone = { viewport: { value: 'phone', isRotated: false } };

const industries: SelectOption<string>[] = [
  { value: 'it', label: '互联网/IT' },
  { value: 'finance', label: '金融/银行' },
  { value: 'education', label: '教育/培训' },
  { value: 'manufacturing', label: '制造业' },
  { value: 'medical', label: '医疗/医药' },
  { value: 'government', label: '政府/事业单位', disabled: true },
  { value: 'energy', label: '能源/化工' },
  { value: 'media', label: '文化/传媒' },
];

const cities: SelectOption<string>[] = [
  '北京市',
  '上海市',
  '广州市',
  '深圳市',
  '南京市',
  '杭州市',
  '武汉市',
  '成都市',
  '西安市',
  '东莞市',
].map((label, index) => ({ value: String(index + 1), label }));

const activeOption = (combobox: HTMLElement) =>
  document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

const meta = {
  title: 'UI/Select',
  component: Select<string>,
  args: { options: industries, onChange: fn(), placeholder: '请选择' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    options: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 340 }}>
      <FormField label="所属行业">
        <Select {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所属行业' });
    await expect(combobox).toHaveTextContent('请选择');
    await userEvent.click(combobox);
    const listbox = await screen.findByRole('listbox', { name: '所属行业' });
    await userEvent.click(within(listbox).getByRole('option', { name: '教育/培训' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('education');
    await expect(combobox).toHaveTextContent('教育/培训');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所属行业' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(combobox)).toHaveTextContent('互联网/IT');
    await userEvent.keyboard('{End}');
    await expect(activeOption(combobox)).toHaveTextContent('文化/传媒');
    // 政府/事业单位 is disabled: ↑ from 能源/化工 skips it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(activeOption(combobox)).toHaveTextContent('医疗/医药');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('finance');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveFocus();
  },
};

export const SearchAndPickWithKeyboard: Story = {
  args: { options: cities, searchable: true, placeholder: '输入城市名搜索' },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 340 }}>
      <FormField label="工作地点">
        <Select {...args} />
      </FormField>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '工作地点' });
    await userEvent.click(combobox);
    await userEvent.keyboard('州');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['广州市', '杭州市']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('6');
    await expect(combobox).toHaveValue('杭州市');
  },
};

export const Multiple: Story = {
  args: { multiple: true, searchable: true, clearable: true, defaultValue: ['1', '4'], options: cities },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 340 }}>
      <FormField label="意向城市" help="可多选">
        <Select {...args} />
      </FormField>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '意向城市' });
    await userEvent.click(combobox);
    await userEvent.keyboard('杭');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '4', '6']);
    await expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '删除 北京市' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['4', '6']);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'it', clearable: true },
};

export const Loading: Story = {
  args: { loading: true, options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属行业' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('加载中');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属行业' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('暂无数据');
  },
};

/** Options fetched per query: the list shows 加载中 while the request runs. */
export const RemoteSearch: Story = {
  args: { options: [] },
  render: function RemoteSearchStory(args) {
    const [options, setOptions] = useState<SelectOption<string>[]>([]);
    const [loading, setLoading] = useState(false);
    return (
      <div style={{ maxWidth: 360, minHeight: 340 }}>
        <FormField label="毕业院校">
          <Select
            {...args}
            searchable
            filter={false}
            options={options}
            loading={loading}
            placeholder="输入学校名称"
            onSearch={(query) => {
              setLoading(true);
              window.setTimeout(() => {
                setOptions(
                  ['北京大学', '北京师范大学', '北京理工大学', '南京大学']
                    .filter((name) => query !== '' && name.includes(query))
                    .map((name) => ({ value: name, label: name })),
                );
                setLoading(false);
              }, 300);
            }}
          />
        </FormField>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '毕业院校' }), '北京');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label="所属行业" required error="请选择所属行业">
        <Select {...args} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所属行业' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAccessibleDescription('请选择所属行业');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'education' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: '所属行业' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Phone: Story = {
  globals: phone,
  args: { variant: 'phone' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属行业' }));
    const option = await screen.findByRole('option', { name: '制造业' });
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
