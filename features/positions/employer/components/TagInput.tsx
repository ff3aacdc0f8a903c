import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Input } from '../../../../ui/Input';
import { Tag } from '../../../../ui/Tag';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import { color, fontSize, space } from '../../../../ui/theme';

const StyledTagInput = styled.div`
  display: grid;
  gap: ${space(2)};
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: center;

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const StyledSuggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export type TagInputProps = {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** What one tag is called in notes and button names: 福利, 专业标签. */
  noun: string;
  maxCount: number;
  /** Characters per tag. */
  maxLength: number;
  /** Offered as one-click additions (those not chosen yet). */
  suggestions?: readonly string[];
  placeholder?: string;
  variant?: 'desktop' | 'phone';
};

/**
 * Short free tags: type one and press Enter (or a comma, or 添加); each shows as a tag with its own
 * remove button. Text left in the box when focus leaves is added too, so nothing typed is lost.
 */
export function TagInput({
  value,
  onChange,
  onBlur,
  noun,
  maxCount,
  maxLength,
  suggestions = [],
  placeholder,
  variant = 'desktop',
}: TagInputProps) {
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const full = value.length >= maxCount;

  /** Adds a tag; answers whether the box may be emptied. */
  const add = (raw: string): boolean => {
    const tag = raw.trim();
    if (tag === '') return true;
    if (value.includes(tag)) {
      setNote(`“${tag}”已添加`);
      return true;
    }
    if (full) {
      setNote(`${noun}最多${maxCount}个`);
      return false;
    }
    onChange([...value, tag]);
    setNote('');
    return true;
  };

  const commit = () => {
    if (add(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // The form around must not submit: Enter adds the tag.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onTextChange = (next: string) => {
    // A comma ends a tag, as in the lists people paste in.
    const parts = next.split(/[,，、]/);
    if (parts.length === 1) {
      setText(next);
      return;
    }
    const rest = parts.pop() ?? '';
    let added = [...value];
    for (const part of parts) {
      const tag = part.trim();
      if (tag !== '' && !added.includes(tag) && added.length < maxCount) added = [...added, tag];
    }
    if (added.length !== value.length) onChange(added);
    setText(rest);
  };

  const remaining = suggestions.filter((suggestion) => !value.includes(suggestion));
  const size = variant === 'phone' ? 'phone' : 'md';

  return (
    <StyledTagInput data-ui="tag-input">
      {value.length > 0 && (
        <StyledTags aria-label={`已添加的${noun}`}>
          {value.map((tag) => (
            <li key={tag}>
              <Tag
                tone="primary"
                size={size}
                closable
                closeLabel={`删除${noun} ${tag}`}
                onClose={() => onChange(value.filter((item) => item !== tag))}
              >
                {tag}
              </Tag>
            </li>
          ))}
        </StyledTags>
      )}
      <StyledEntry>
        <Input
          value={text}
          onChange={onTextChange}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
          maxLength={maxLength}
          placeholder={full ? `已达${maxCount}个上限` : placeholder}
          disabled={full && text === ''}
          enterKeyHint="done"
        />
        <Button size={variant === 'phone' ? 'phone' : 'md'} onClick={commit} disabled={full}>
          添加
        </Button>
      </StyledEntry>
      {note !== '' && <StyledNote role="status">{note}</StyledNote>}
      {remaining.length > 0 && !full && (
        <StyledSuggestions role="group" aria-label={`常用${noun}`}>
          <span aria-hidden="true">常用：</span>
          {remaining.map((suggestion) => (
            <Button
              key={suggestion}
              variant="dashed"
              size={variant === 'phone' ? 'md' : 'sm'}
              onClick={() => add(suggestion)}
            >
              <VisuallyHidden>{`添加${noun} `}</VisuallyHidden>
              <span aria-hidden="true">+ </span>
              {suggestion}
            </Button>
          ))}
        </StyledSuggestions>
      )}
    </StyledTagInput>
  );
}
