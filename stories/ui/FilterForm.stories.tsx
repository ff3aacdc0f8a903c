import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../../ui/Checkbox';
import { FilterForm, FilterInline, useFilterDraft } from '../../ui/FilterForm';
import { FormField } from '../../ui/Form';
import { Input } from '../../ui/Input';

const onApply = fn();

/** A keyword and a checkbox, applied together on 查询. */
function PositionFilters({ variant }: { variant?: 'desktop' | 'phone' }) {
  const cleared = { keyword: '', flagged: false };
  const [values, setValues] = useFilterDraft(cleared);
  return (
    <FilterForm
      aria-label="筛选职位"
      variant={variant}
      foldedLabel="筛选"
      onSubmit={() => {
        onApply(values);
      }}
      onReset={() => {
        setValues(cleared);
        onApply(cleared);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => setValues((current) => ({ ...current, keyword }))}
          placeholder="职位或单位名称"
        />
      </FormField>
      <FilterInline>
        <Checkbox
          checked={values.flagged}
          onChange={(flagged) => setValues((current) => ({ ...current, flagged }))}
          variant={variant}
        >
          仅看有内容提示的
        </Checkbox>
      </FilterInline>
    </FilterForm>
  );
}

const meta = {
  title: 'UI/FilterForm',
  component: PositionFilters,
  globals: { backgrounds: { value: 'page' } },
} satisfies Meta<typeof PositionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    onApply.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '开发');
    await userEvent.click(canvas.getByRole('checkbox', { name: '仅看有内容提示的' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(onApply).toHaveBeenLastCalledWith({ keyword: '开发', flagged: true });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(canvas.getByRole('textbox', { name: '关键词' })).toHaveValue('');
  },
};

/** On phones the filters fold behind one button until asked for. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { variant: 'phone' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await expect(canvas.getByRole('search', { name: '筛选职位' })).toBeVisible();
  },
};
