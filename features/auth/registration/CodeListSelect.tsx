import type { CodeItem } from '../../../contract/codeLists';
import { Select } from '../../../ui/Select';

export type CodeListSelectProps = {
  list: readonly CodeItem[];
  /** The chosen code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  variant: 'desktop' | 'phone';
  disabled?: boolean;
  /** Long lists (单位行业) can be searched by typing. */
  searchable?: boolean;
};

/** One code of a code list (单位性质, 单位行业), as a select inside a FormField. */
export function CodeListSelect({
  list,
  value,
  onChange,
  onBlur,
  variant,
  disabled,
  searchable,
}: CodeListSelectProps) {
  return (
    <Select<string>
      options={list.map((item) => ({ value: item.code, label: item.label }))}
      value={value === '' ? null : value}
      onChange={(code) => onChange(code ?? '')}
      onBlur={onBlur}
      variant={variant}
      disabled={disabled}
      searchable={searchable}
    />
  );
}
