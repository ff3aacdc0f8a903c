import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterForm, useFilterDraft } from '../../ui/FilterForm';
import { FormField } from '../../ui/Form';
import { Input } from '../../ui/Input';

/** A keyword filter over an applied keyword that may also change from outside (a tab, back). */
function KeywordFilter({
  variant,
  onApply,
}: {
  variant?: 'desktop' | 'phone';
  onApply: (keyword: string) => void;
}) {
  const [applied, setApplied] = useState('星河');
  const [draft, setDraft] = useFilterDraft(applied);
  const apply = (keyword: string) => {
    setApplied(keyword);
    onApply(keyword);
  };
  return (
    <>
      <button type="button" onClick={() => setApplied('青松')}>
        换一个
      </button>
      <FilterForm
        aria-label="筛选单位"
        variant={variant}
        foldedLabel="筛选"
        onSubmit={() => apply(draft.trim())}
        onReset={() => apply('')}
      >
        <FormField label="关键词" layout="vertical">
          <Input value={draft} onChange={setDraft} />
        </FormField>
      </FilterForm>
    </>
  );
}

describe('FilterForm', () => {
  it('applies the fields on 查询 and clears them on 重置', async () => {
    const onApply = jest.fn();
    render(<KeywordFilter onApply={onApply} />);
    expect(screen.getByRole('search', { name: '筛选单位' })).toBeInTheDocument();
    const keyword = screen.getByRole('textbox', { name: '关键词' });
    await userEvent.clear(keyword);
    await userEvent.type(keyword, ' 蓝海 ');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onApply).toHaveBeenLastCalledWith('蓝海');
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onApply).toHaveBeenLastCalledWith('');
    expect(keyword).toHaveValue('');
  });

  it('shows the applied filters when they change from outside, dropping an unapplied draft', async () => {
    render(<KeywordFilter onApply={jest.fn()} />);
    const keyword = screen.getByRole('textbox', { name: '关键词' });
    await userEvent.type(keyword, '未提交');
    await userEvent.click(screen.getByRole('button', { name: '换一个' }));
    expect(keyword).toHaveValue('青松');
  });

  it('folds behind one button on phones, and folds again once applied', async () => {
    render(<KeywordFilter variant="phone" onApply={jest.fn()} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('search', { name: '筛选单位' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('button', { name: '筛选' })).toHaveAttribute('aria-expanded', 'false');
  });
});
