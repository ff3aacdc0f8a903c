import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { QUEUE_KEYWORD_LIMIT } from '../../../app/review/reviewQueue';

/** The keyword filter above a console queue: one field, searched on submit, cleared by 重置. */
export function QueueKeywordSearch({
  label,
  placeholder,
  keyword,
  onSearch,
  variant,
}: {
  /** The filter form's accessible name, e.g. 筛选单位. */
  label: string;
  /** What the keyword matches, e.g. 单位名称或统一社会信用代码. */
  placeholder: string;
  keyword: string;
  onSearch: (keyword: string) => void;
  variant: 'desktop' | 'phone';
}) {
  const [text, setText] = useFilterDraft(keyword);
  return (
    <FilterForm
      aria-label={label}
      fieldWidth={320}
      variant={variant}
      onSubmit={() => onSearch(text.trim())}
      onReset={() => {
        setText('');
        onSearch('');
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={text}
          onChange={setText}
          placeholder={placeholder}
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
    </FilterForm>
  );
}
