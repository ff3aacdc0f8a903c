import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableState, useNonLabelableControl } from '../Form';
import { Icon } from '../Icon';
import { ChevronDownIcon, ClearIcon } from '../Input/icons';
import { StyledFrameButton, type ControlSize, type ControlVariant } from '../Input/Input.styles';
import { Spinner } from '../Spinner';
import {
  highlightParts,
  matchesQuery,
  moveActive,
  toggleValue,
  type ActiveMove,
  type OptionValue,
  type SelectOption,
} from './options';
import {
  StyledListbox,
  StyledOption,
  StyledOptionCheck,
  StyledPopupNote,
  StyledSelectDisplay,
  StyledSelectFrame,
  StyledSelectInput,
  StyledSelectPopup,
  StyledSelectSuffix,
  StyledSelectTag,
  StyledSelectTagLabel,
  StyledSelectTagRemove,
} from './Select.styles';
import { useDropdownPosition } from './useDropdownPosition';

type SelectBaseProps<T extends OptionValue> = {
  options: readonly SelectOption<T>[];
  /** 请选择 unless given. */
  placeholder?: string;
  /** Type to filter the options (substring match, full-width and case folded). */
  searchable?: boolean;
  /** Replaces the built-in match; `false` shows the options as given (they come from onSearch). */
  filter?: ((option: SelectOption<T>, query: string) => boolean) | false;
  /** Told what the user types, for options fetched per query. */
  onSearch?: (query: string) => void;
  clearable?: boolean;
  /** Options are being fetched: the list says 加载中 and the field shows a spinner. */
  loading?: boolean;
  /** Shown when no option matches; 暂无数据 unless given. */
  emptyText?: ReactNode;
  disabled?: boolean;
  size?: ControlSize;
  variant?: ControlVariant;
  status?: 'error';
  id?: string;
  /** Submitted with a native form (one hidden input per selected value). */
  name?: string;
  /** Called when focus leaves the field (a form validates then). */
  onBlur?: () => void;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

export type SingleSelectProps<T extends OptionValue> = SelectBaseProps<T> & {
  multiple?: false;
  value?: T | null;
  defaultValue?: T | null;
  onChange?: (value: T | null) => void;
};

export type MultipleSelectProps<T extends OptionValue> = SelectBaseProps<T> & {
  multiple: true;
  value?: readonly T[];
  defaultValue?: readonly T[];
  onChange?: (value: T[]) => void;
};

export type SelectProps<T extends OptionValue> = SingleSelectProps<T> | MultipleSelectProps<T>;

function toList<T>(value: T | readonly T[] | null | undefined): readonly T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

const keyMoves: Partial<Record<string, ActiveMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * A single or multiple choice from a list (ARIA combobox + listbox). Focus stays on the combobox; the
 * active option is conveyed with aria-activedescendant. Keys: ↓/↑ open and move, Home/End jump, Enter
 * picks, Esc closes, Backspace in an empty search removes the last tag.
 */
export function Select<T extends OptionValue>(props: SelectProps<T>) {
  const {
    options,
    placeholder = '请选择',
    searchable = false,
    filter,
    onSearch,
    clearable = false,
    loading = false,
    emptyText = '暂无数据',
    disabled,
    size = 'md',
    variant,
    status,
    id,
    name,
    onBlur,
    className,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
  } = props;
  const multiple = props.multiple === true;

  const control = useNonLabelableControl(searchable ? null : 'labelledby', {
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    disabled,
    variant,
  });
  const [selected, setSelected] = useControllableState<readonly T[]>(
    props.value === undefined ? undefined : toList<T>(props.value),
    toList<T>(props.defaultValue),
    (next) => {
      if (props.multiple === true) props.onChange?.([...next]);
      else props.onChange?.(next[0] ?? null);
    },
  );

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The raw text while an input method composes (pinyin letters); filtering waits for the characters.
  const [composingText, setComposingText] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const comboboxRef = useRef<HTMLInputElement & HTMLDivElement>(null);
  const { refs, floatingStyles } = useDropdownPosition(open);

  const baseId = useId();
  const comboboxId = control.id ?? `${baseId}-combobox`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const visibleFor = (text: string): readonly SelectOption<T>[] => {
    if (filter === false || text === '') return options;
    return options.filter((option) => (filter ? filter(option, text) : matchesQuery(option.label, text)));
  };
  const visibleOptions = visibleFor(query);
  const selectedOptions = useMemo(
    () =>
      selected.flatMap((value) => {
        const option = options.find((candidate) => candidate.value === value);
        return option ? [option] : [];
      }),
    [options, selected],
  );
  const selectedLabel = multiple ? '' : (selectedOptions[0]?.label ?? '');

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, baseId]);

  const activeFor = (list: readonly SelectOption<T>[], move: ActiveMove = 'first') => {
    const selectedIndex = list.findIndex((option) => selected.includes(option.value) && !option.disabled);
    return selectedIndex >= 0 ? selectedIndex : moveActive(list, -1, move);
  };

  const openList = (move: ActiveMove = 'first') => {
    if (open || control.disabled) return;
    setOpen(true);
    setActiveIndex(activeFor(visibleOptions, move));
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setComposingText(null);
    if (query !== '') {
      setQuery('');
      onSearch?.('');
    }
  };

  const updateQuery = (text: string) => {
    setQuery(text);
    onSearch?.(text);
    setOpen(true);
    setActiveIndex(moveActive(visibleFor(text), -1, 'first'));
  };

  const choose = (option: SelectOption<T> | undefined) => {
    if (!option || option.disabled) return;
    if (!multiple) {
      setSelected([option.value]);
      close();
      return;
    }
    setSelected(toggleValue(options, selected, option.value));
    if (query !== '') {
      setQuery('');
      onSearch?.('');
      setActiveIndex(options.indexOf(option));
    }
  };

  const removeValue = (value: T) => setSelected(selected.filter((item) => item !== value));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (control.disabled || event.nativeEvent.isComposing) return;
    const move = keyMoves[event.key];
    if (move) {
      // Closed: ↓ and ↑ open the list; Home/End stay with the text field.
      if (!open) {
        if (move === 'next' || move === 'previous') {
          event.preventDefault();
          openList(move === 'previous' ? 'last' : 'first');
        }
        return;
      }
      event.preventDefault();
      setActiveIndex(moveActive(visibleOptions, activeIndex, move));
      return;
    }
    switch (event.key) {
      case 'Enter':
        if (open) {
          event.preventDefault();
          choose(visibleOptions[activeIndex]);
        } else if (!searchable) {
          event.preventDefault();
          openList();
        }
        return;
      case ' ':
        if (searchable) return;
        event.preventDefault();
        if (open) choose(visibleOptions[activeIndex]);
        else openList();
        return;
      case 'Escape':
        if (open) {
          // Handled here, so a dialog around the field does not close too (its focus trap checks this).
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        if (open) close();
        return;
      case 'Backspace':
        if (multiple && query === '' && composingText === null && selected.length > 0) {
          const last = selected[selected.length - 1];
          if (last !== undefined) removeValue(last);
        }
        return;
    }
  };

  const onFrameMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (control.disabled || (event.target as Element).closest('button')) return;
    const onTextField = searchable && event.target === comboboxRef.current;
    if (!onTextField) event.preventDefault();
    comboboxRef.current?.focus();
    if (!open) openList();
    else if (!onTextField) close();
  };

  const canClear = clearable && !control.disabled && selected.length > 0;
  const labelledBy = ariaLabelledBy ?? (ariaLabel ? undefined : control.labelledBy);
  const comboboxProps = {
    ref: comboboxRef,
    id: comboboxId,
    role: 'combobox',
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    'aria-label': ariaLabel,
    'aria-labelledby': searchable ? ariaLabelledBy : labelledBy,
    'aria-describedby': control.describedBy,
    'aria-invalid': control.invalid || undefined,
    'aria-required': control.required || undefined,
    'aria-busy': loading || undefined,
    onKeyDown,
    onBlur: () => {
      close();
      onBlur?.();
    },
  };

  return (
    <>
      <StyledSelectFrame
        ref={refs.setReference}
        data-ui="select"
        className={className}
        $size={size}
        $variant={control.variant}
        $invalid={control.invalid}
        $disabled={control.disabled}
        $multiple={multiple}
        onMouseDown={onFrameMouseDown}
      >
        {multiple &&
          selectedOptions.map((option) => (
            <StyledSelectTag key={option.value} $variant={control.variant}>
              <StyledSelectTagLabel>{option.label}</StyledSelectTagLabel>
              {!control.disabled && (
                <StyledSelectTagRemove
                  type="button"
                  tabIndex={-1}
                  aria-label={`删除 ${option.label}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => removeValue(option.value)}
                >
                  <Icon name="close" />
                </StyledSelectTagRemove>
              )}
            </StyledSelectTag>
          ))}
        {searchable ? (
          <StyledSelectInput
            {...comboboxProps}
            type="text"
            autoComplete="off"
            aria-autocomplete="list"
            disabled={control.disabled}
            value={composingText ?? (open || multiple ? query : selectedLabel)}
            placeholder={selectedOptions.length > 0 ? (multiple ? undefined : selectedLabel) : placeholder}
            // Typing right after tabbing in replaces the shown choice instead of appending to it.
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) =>
              composingText === null ? updateQuery(event.target.value) : setComposingText(event.target.value)
            }
            onCompositionStart={(event) => setComposingText(event.currentTarget.value)}
            onCompositionEnd={(event) => {
              setComposingText(null);
              updateQuery(event.currentTarget.value);
            }}
          />
        ) : (
          <StyledSelectDisplay
            {...comboboxProps}
            tabIndex={control.disabled ? -1 : 0}
            aria-disabled={control.disabled || undefined}
            $placeholder={selectedOptions.length === 0}
          >
            {multiple ? selectedOptions.length === 0 && placeholder : selectedLabel || placeholder}
          </StyledSelectDisplay>
        )}
        <StyledSelectSuffix>
          {loading && <Spinner decorative size="sm" />}
          {canClear && (
            <StyledFrameButton
              type="button"
              tabIndex={-1}
              aria-label="清除选择"
              $variant={control.variant}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setSelected([]);
                comboboxRef.current?.focus();
              }}
            >
              <ClearIcon />
            </StyledFrameButton>
          )}
          <ChevronDownIcon />
        </StyledSelectSuffix>
        {name !== undefined &&
          selected.map((value) => <input key={value} type="hidden" name={name} value={String(value)} />)}
      </StyledSelectFrame>
      {open &&
        createPortal(
          <StyledSelectPopup
            ref={refs.setFloating}
            data-ui="select-popup"
            style={floatingStyles}
            $matchWidth
            // Keep focus on the combobox while the pointer works in the list.
            onMouseDown={(event) => event.preventDefault()}
          >
            <StyledListbox
              id={listboxId}
              role="listbox"
              aria-multiselectable={multiple || undefined}
              aria-busy={loading || undefined}
              aria-label={labelledBy ? undefined : (ariaLabel ?? placeholder)}
              aria-labelledby={labelledBy}
            >
              {!loading &&
                visibleOptions.map((option, index) => {
                  const isSelected = selected.includes(option.value);
                  const parts = highlightParts(option.label, query);
                  return (
                    <StyledOption
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      aria-disabled={option.disabled || undefined}
                      $active={index === activeIndex}
                      $selected={isSelected}
                      $variant={control.variant}
                      onMouseMove={() => {
                        if (!option.disabled && index !== activeIndex) setActiveIndex(index);
                      }}
                      onClick={() => choose(option)}
                    >
                      <span>
                        {parts.before}
                        {parts.match && <mark>{parts.match}</mark>}
                        {parts.after}
                      </span>
                      {isSelected && (
                        <StyledOptionCheck>
                          <Icon name="check" />
                        </StyledOptionCheck>
                      )}
                    </StyledOption>
                  );
                })}
            </StyledListbox>
            {loading ? (
              <StyledPopupNote role="status" $variant={control.variant}>
                <Spinner decorative size="sm" />
                加载中…
              </StyledPopupNote>
            ) : (
              visibleOptions.length === 0 && (
                <StyledPopupNote role="status" $variant={control.variant}>
                  {emptyText}
                </StyledPopupNote>
              )
            )}
          </StyledSelectPopup>,
          document.body,
        )}
    </>
  );
}
