import { useState } from 'react';
import type { CodeItem } from '../../../contract/codeLists';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { fieldId, type FieldAccess } from '../useResumeEditor';
import {
  formatTags,
  formatWholeNumber,
  normalizeMonth,
  parseTags,
  parseWholeNumber,
  type ResumeDraft,
} from '../resumeDraft';

// The resume's field kinds, each a FormField bound to one path of the draft: its label, its message
// (FieldAccess.errorAt) and its control's id (fieldId), so a message can bring its field into focus.

type Variant = 'desktop' | 'phone';

type BaseProps = {
  access: FieldAccess;
  path: string;
  label: string;
  help?: string;
  variant: Variant;
};

type TextProps = BaseProps & {
  value: string;
  set: (draft: ResumeDraft, value: string) => ResumeDraft;
  placeholder?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  /** Tidies the value when the field is left (a month typed as 2022-9). */
  tidy?: (value: string) => string;
};

export function TextField({
  access,
  path,
  label,
  help,
  variant,
  value,
  set,
  placeholder,
  inputMode,
  tidy,
}: TextProps) {
  return (
    <FormField label={label} id={fieldId(path)} error={access.errorAt(path)} help={help} variant={variant}>
      <Input
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        variant={variant}
        onChange={(next) => access.change(path, (draft) => set(draft, next))}
        onBlur={() => {
          if (tidy !== undefined && tidy(value) !== value)
            access.change(path, (draft) => set(draft, tidy(value)));
          access.touch(path);
        }}
      />
    </FormField>
  );
}

export function MonthField(props: Omit<TextProps, 'tidy' | 'placeholder'>) {
  return <TextField {...props} placeholder="如 2022-09" tidy={normalizeMonth} />;
}

type CodeProps = BaseProps & {
  value: string;
  options: readonly CodeItem[];
  set: (draft: ResumeDraft, value: string) => ResumeDraft;
};

export function CodeField({ access, path, label, help, variant, value, options, set }: CodeProps) {
  return (
    <FormField label={label} id={fieldId(path)} error={access.errorAt(path)} help={help} variant={variant}>
      <Select
        options={options.map((item) => ({ value: item.code, label: item.label }))}
        value={value === '' ? null : value}
        clearable
        variant={variant}
        onChange={(next) => access.change(path, (draft) => set(draft, next ?? ''))}
        onBlur={() => access.touch(path)}
      />
    </FormField>
  );
}

type TypedProps<T> = BaseProps & {
  value: T;
  set: (draft: ResumeDraft, value: T) => ResumeDraft;
  placeholder?: string;
};

/**
 * A text control over a value that is not text (a number, a list of tags): the typing stays as typed
 * while the draft holds its parsed value, and follows the draft when it changes from elsewhere.
 */
function ParsedField<T>({
  access,
  path,
  label,
  help,
  variant,
  value,
  set,
  placeholder,
  parse,
  format,
  inputMode,
}: TypedProps<T> & { parse: (text: string) => T; format: (value: T) => string; inputMode?: 'numeric' }) {
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (format(parse(text)) !== format(value)) setText(format(value));
  }
  return (
    <FormField label={label} id={fieldId(path)} error={access.errorAt(path)} help={help} variant={variant}>
      <Input
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        variant={variant}
        onChange={(next) => {
          setText(next);
          const parsed = parse(next);
          setShown(parsed);
          access.change(path, (draft) => set(draft, parsed));
        }}
        onBlur={() => access.touch(path)}
      />
    </FormField>
  );
}

export function WholeNumberField(props: TypedProps<number | null>) {
  return <ParsedField {...props} parse={parseWholeNumber} format={formatWholeNumber} inputMode="numeric" />;
}

export function TagsField(props: TypedProps<string[]>) {
  return <ParsedField {...props} parse={parseTags} format={formatTags} />;
}
