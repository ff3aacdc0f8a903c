import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { FilterInline, StyledFilterForm } from './FilterForm.styles';

export type FilterFormProps = {
  /** Names the search landmark, e.g. 筛选职位. */
  'aria-label': string;
  /** 查询: apply what the fields hold. */
  onSubmit: () => void;
  /** 重置: clear every filter. */
  onReset: () => void;
  /** The fields (FormField, vertical) and label-less controls in a FilterInline. */
  children: ReactNode;
  /** Each field's width on desktop, in pixels; phones give every field the full width. */
  fieldWidth?: number;
  variant?: 'desktop' | 'phone';
  /** Phones only: the form folds behind one button with this text, so the list starts on the first screen. */
  foldedLabel?: string;
  submitText?: string;
  resetText?: string;
  foldText?: string;
};

/** A list's filters: a panel of fields with their labels above, and the 查询 / 重置 buttons. */
export function FilterForm({
  'aria-label': ariaLabel,
  onSubmit,
  onReset,
  children,
  fieldWidth = 220,
  variant = 'desktop',
  foldedLabel,
  submitText = '查询',
  resetText = '重置',
  foldText = '收起',
}: FilterFormProps) {
  const [open, setOpen] = useState(false);
  const folds = variant === 'phone' && foldedLabel !== undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    setOpen(false);
  };
  if (folds && !open)
    return (
      <Button
        size="phone"
        block
        icon={<Icon name="search" />}
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {foldedLabel}
      </Button>
    );
  return (
    <StyledFilterForm
      data-ui="filter-form"
      role="search"
      aria-label={ariaLabel}
      $fieldWidth={fieldWidth}
      onSubmit={submit}
    >
      {children}
      <FilterInline>
        <Button variant="primary" htmlType="submit">
          {submitText}
        </Button>
        <Button onClick={onReset}>{resetText}</Button>
        {folds && (
          <Button variant="text" aria-expanded onClick={() => setOpen(false)}>
            {foldText}
          </Button>
        )}
      </FilterInline>
    </StyledFilterForm>
  );
}
