import { useEffect, useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Input, type ControlVariant } from '../Input';
import { StyledSearchBox } from './SearchBox.styles';

export type SearchBoxProps = {
  /** The search in force (the list's keyword); the box shows it again when it changes elsewhere. */
  value: string;
  /** A new search, trimmed ('' shows everything again). */
  onSearch: (keyword: string) => void;
  /** The text box's accessible name (what is searched: 职位名称). */
  label: string;
  placeholder?: string;
  variant?: ControlVariant;
  /** Names the search landmark where a page has more than one. */
  'aria-label'?: string;
  className?: string;
};

/**
 * A list's search: a text box and 搜索. Enter searches too (not while an input method composes), and
 * emptying the box shows everything again without another click.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  variant = 'desktop',
  'aria-label': landmarkLabel,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const search = () => onSearch(text.trim());
  return (
    <StyledSearchBox data-ui="search-box" role="search" aria-label={landmarkLabel} className={className}>
      <Input
        value={text}
        onChange={(next) => {
          setText(next);
          if (next === '' && value !== '') onSearch('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) search();
        }}
        aria-label={label}
        placeholder={placeholder}
        clearable
        prefix={<Icon name="search" />}
        variant={variant}
      />
      <Button size={variant === 'phone' ? 'phone' : 'md'} onClick={search}>
        搜索
      </Button>
    </StyledSearchBox>
  );
}
