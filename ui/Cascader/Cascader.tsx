import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useControllableState, useFieldControl, useNonLabelableControl } from '../Form';
import { Icon } from '../Icon';
import { ChevronDownIcon, ChevronRightIcon, ClearIcon } from '../Input/icons';
import { StyledFrameButton, type ControlSize, type ControlVariant } from '../Input/Input.styles';
import { moveActive, type ActiveMove } from '../Select/options';
import {
  StyledOption,
  StyledPopupNote,
  StyledSelectDisplay,
  StyledSelectFrame,
  StyledSelectInput,
  StyledSelectPopup,
  StyledSelectSuffix,
} from '../Select/Select.styles';
import { useDropdownPosition } from '../Select/useDropdownPosition';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  activeValue,
  backToParent,
  enterChildren,
  moveInColumn,
  pickAt,
  startBrowse,
  type BrowseState,
} from './browse';
import {
  StyledCascaderColumn,
  StyledCascaderColumns,
  StyledCascaderTrigger,
  StyledOptionLabel,
  StyledOptionMarker,
  StyledTriggerText,
} from './Cascader.styles';
import { CascaderSheet } from './CascaderSheet';
import {
  childrenOf,
  columnsFor,
  isLeaf,
  leafPaths,
  pathKey,
  resolvePath,
  searchPaths,
  type CascaderOption,
} from './tree';
import {
  fetchOutcome,
  knownOutcome,
  useLazyChildren,
  type LoadChildren,
  type PickOutcome,
} from './useLazyChildren';

export type CascaderProps = {
  /** The tree (e.g. provinces with cities and districts from /pub/getSsqListForMobile, mapped once). */
  options: readonly CascaderOption[];
  /** The chosen path of values, e.g. ['110000', '110100', '110101']. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[], selectedOptions: CascaderOption[]) => void;
  /** Fetches a level on demand; an option without children is then final only once it loads none. */
  loadChildren?: LoadChildren;
  /** Names of the levels, for the lists' labels: 省 / 市 / 区 unless given. */
  levelLabels?: readonly string[];
  placeholder?: string;
  /** Type to find a path by any of its names (desktop). */
  searchable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  size?: ControlSize;
  /** `phone`: a full-width field opening a bottom sheet with one list per level. */
  variant?: ControlVariant;
  status?: 'error';
  id?: string;
  /** Submitted with a native form as the values joined by commas. */
  name?: string;
  /** Called when focus leaves the field with no list or sheet open (a form validates then). */
  onBlur?: () => void;
  /** Title of the phone sheet; the placeholder unless given. */
  sheetTitle?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

export const DEFAULT_LEVEL_LABELS = ['省', '市', '区'] as const;
const SEPARATOR = ' / ';

const keyMoves: Partial<Record<string, ActiveMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * Picks a path through a tree, such as province / city / district. Desktop: a combobox whose popup
 * shows one list per level (↑ ↓ within a list, → or Enter into the children, ← back, Enter on a final
 * option picks, Esc closes) and, when searchable, matching paths as you type. Phone: a bottom sheet.
 */
export function Cascader({
  options,
  value,
  defaultValue = [],
  onChange,
  loadChildren,
  levelLabels = DEFAULT_LEVEL_LABELS,
  placeholder = '请选择',
  searchable = false,
  clearable = false,
  disabled,
  size = 'md',
  variant,
  status,
  id,
  name,
  onBlur,
  sheetTitle,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
}: CascaderProps) {
  // The variant may come from the surrounding FormField; it decides which element is the control.
  const phone = useFieldControl({ variant }).variant === 'phone';
  const textField = searchable && !phone;
  const control = useNonLabelableControl(textField ? null : 'labelledby', {
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    disabled,
    variant,
  });
  const lazy = useLazyChildren(loadChildren);
  const isLazy = loadChildren !== undefined;
  const [selected, setSelected] = useControllableState<readonly string[]>(value, defaultValue, (next) =>
    onChange?.([...next], resolvePath(options, next, lazy.loaded)),
  );

  const [open, setOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [browse, setBrowse] = useState<BrowseState>({ path: [], level: 0 });
  const [query, setQuery] = useState('');
  const [composingText, setComposingText] = useState<string | null>(null);
  const [resultIndex, setResultIndex] = useState(-1);
  const comboboxRef = useRef<HTMLInputElement & HTMLDivElement>(null);
  const { refs, floatingStyles } = useDropdownPosition(open);

  const baseId = useId();
  const comboboxId = control.id ?? `${baseId}-combobox`;
  const columnId = (level: number) => `${baseId}-column-${level}`;
  const columnOptionId = (level: number, index: number) => `${baseId}-column-${level}-${index}`;
  const resultsId = `${baseId}-results`;
  const resultId = (index: number) => `${baseId}-result-${index}`;

  // A lazy tree learns the labels of a given value only by loading its levels.
  const resolvedValue = resolvePath(options, selected, lazy.loaded);
  const { ensureChildren } = lazy;
  useEffect(() => {
    const last = resolvedValue[resolvedValue.length - 1];
    if (last && resolvedValue.length < selected.length)
      void ensureChildren(last, selected.slice(0, resolvedValue.length));
  }, [resolvedValue, selected, ensureChildren]);
  const displayText = resolvedValue.map((option) => option.label).join(SEPARATOR);

  const columns = columnsFor(options, browse.path, lazy.loaded);
  const activeKey = pathKey(browse.path.slice(0, browse.level + 1));
  const loadingColumn = open && lazy.loadingKey === activeKey;
  const searching = textField && query.trim() !== '';
  const allPaths = useMemo(
    () => (searching ? leafPaths(options, lazy.loaded) : []),
    [searching, options, lazy.loaded],
  );
  const results = searching ? searchPaths(allPaths, query) : [];

  const openList = () => {
    if (control.disabled) return;
    if (phone) {
      setSheetOpen(true);
      return;
    }
    if (open) return;
    setOpen(true);
    setBrowse(startBrowse(columnsFor(options, selected, lazy.loaded), selected));
  };

  const close = () => {
    setOpen(false);
    setQuery('');
    setComposingText(null);
    setResultIndex(-1);
  };

  const commit = (path: readonly string[]) => {
    setSelected(path);
    close();
    setSheetOpen(false);
  };

  // The browse state as it is now, for answers that arrive after a fetch.
  const browseRef = useRef(browse);
  useEffect(() => {
    browseRef.current = browse;
  }, [browse]);

  /**
   * Acts on the active option: `enter` (→) opens its children, `pick` (Enter) also completes a final
   * option, `point` (a click) completes a final one and only shows the children of the others.
   * A lazy level is fetched first; an answer for a path no longer browsed is then ignored.
   */
  const activate = (state: BrowseState, mode: 'enter' | 'pick' | 'point') => {
    const path = state.path.slice(0, state.level + 1);
    const option = resolvePath(options, path, lazy.loaded)[state.level];
    if (!option || option.disabled) return;
    const apply = (outcome: PickOutcome, children: readonly CascaderOption[]) => {
      if (outcome === 'complete' && mode !== 'enter') commit(path);
      if (outcome === 'expand' && mode !== 'point') setBrowse((current) => enterChildren(current, children));
    };
    const known = knownOutcome(lazy, option, path, isLazy);
    if (known) {
      apply(known, childrenOf(option, path, lazy.loaded) ?? []);
      return;
    }
    void fetchOutcome(lazy, option, path).then(({ outcome, children }) => {
      const stillBrowsed =
        browseRef.current.level === state.level &&
        pathKey(browseRef.current.path.slice(0, state.level + 1)) === pathKey(path);
      if (stillBrowsed) apply(outcome, children);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (control.disabled || event.nativeEvent.isComposing) return;
    const move = keyMoves[event.key];
    if (!open) {
      const opens =
        event.key === 'ArrowDown' ||
        event.key === 'ArrowUp' ||
        (!textField && (event.key === 'Enter' || event.key === ' '));
      if (opens) {
        event.preventDefault();
        openList();
      }
      return;
    }
    if (searching) {
      if (move) {
        event.preventDefault();
        setResultIndex(
          moveActive(
            results.map((path) => ({ disabled: path.disabled })),
            resultIndex,
            move,
          ),
        );
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const result = results[resultIndex];
        if (result && !result.disabled) commit(result.values);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') close();
      return;
    }
    if (move) {
      event.preventDefault();
      setBrowse(moveInColumn(columns, browse, move));
      return;
    }
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault();
        activate(browse, 'enter');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        setBrowse(backToParent(browse));
        return;
      case 'Enter':
      case ' ':
        if (event.key === ' ' && textField) return;
        event.preventDefault();
        activate(browse, 'pick');
        return;
      case 'Escape':
        // Handled here, so a dialog around the field does not close too (its focus trap checks this).
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const onFrameMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (control.disabled || (event.target as Element).closest('button')) return;
    const onTextField = textField && event.target === comboboxRef.current;
    if (!onTextField) event.preventDefault();
    comboboxRef.current?.focus();
    if (!open) openList();
    else if (!onTextField) close();
  };

  const pickWithPointer = (level: number, option: CascaderOption) => {
    if (option.disabled) return;
    const next = pickAt(browse, level, option.value);
    browseRef.current = next;
    setBrowse(next);
    activate(next, 'point');
  };

  const updateQuery = (text: string) => {
    setQuery(text);
    setOpen(true);
    setResultIndex(text.trim() === '' ? -1 : 0);
  };

  const canClear = clearable && !control.disabled && selected.length > 0;
  const labelledBy = ariaLabelledBy ?? (ariaLabel ? undefined : control.labelledBy);
  const clearButton = canClear && (
    <StyledFrameButton
      type="button"
      tabIndex={-1}
      aria-label="清除选择"
      $variant={control.variant}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        setSelected([]);
      }}
    >
      <ClearIcon />
    </StyledFrameButton>
  );
  const hiddenInput = name !== undefined && <input type="hidden" name={name} value={selected.join(',')} />;

  if (phone) {
    const valueId = `${baseId}-value`;
    return (
      <>
        <StyledCascaderTrigger
          type="button"
          data-ui="cascader"
          id={comboboxId}
          className={className}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-label={ariaLabel ? `${ariaLabel} ${displayText || placeholder}` : undefined}
          aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
          aria-describedby={control.describedBy}
          aria-invalid={control.invalid || undefined}
          disabled={control.disabled}
          $size={size}
          $variant="phone"
          $invalid={control.invalid}
          $disabled={control.disabled}
          $placeholder={displayText === ''}
          onClick={openList}
          onBlur={() => {
            if (!sheetOpen) onBlur?.();
          }}
        >
          <StyledTriggerText id={valueId}>{displayText || placeholder}</StyledTriggerText>
          <StyledSelectSuffix>
            <ChevronRightIcon />
          </StyledSelectSuffix>
        </StyledCascaderTrigger>
        {hiddenInput}
        {sheetOpen && (
          <CascaderSheet
            title={sheetTitle ?? placeholder}
            options={options}
            value={selected}
            levelLabels={levelLabels}
            lazy={lazy}
            isLazy={isLazy}
            onPick={commit}
            onClose={() => setSheetOpen(false)}
          />
        )}
      </>
    );
  }

  const activeDescendant = !open
    ? undefined
    : searching
      ? resultIndex >= 0
        ? resultId(resultIndex)
        : undefined
      : (() => {
          const index = (columns[browse.level] ?? []).findIndex(
            (option) => option.value === activeValue(browse),
          );
          return index >= 0 ? columnOptionId(browse.level, index) : undefined;
        })();

  const comboboxProps = {
    ref: comboboxRef,
    id: comboboxId,
    role: 'combobox',
    'aria-expanded': open,
    'aria-controls': searching ? resultsId : columns.map((_, level) => columnId(level)).join(' '),
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': activeDescendant,
    'aria-label': ariaLabel,
    'aria-labelledby': textField ? ariaLabelledBy : labelledBy,
    'aria-describedby': control.describedBy,
    'aria-invalid': control.invalid || undefined,
    'aria-required': control.required || undefined,
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
        data-ui="cascader"
        className={className}
        $size={size}
        $variant={control.variant}
        $invalid={control.invalid}
        $disabled={control.disabled}
        $multiple={false}
        onMouseDown={onFrameMouseDown}
      >
        {textField ? (
          <StyledSelectInput
            {...comboboxProps}
            type="text"
            autoComplete="off"
            aria-autocomplete="list"
            disabled={control.disabled}
            value={composingText ?? (open ? query : displayText)}
            placeholder={displayText || placeholder}
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
            $placeholder={displayText === ''}
          >
            {displayText || placeholder}
          </StyledSelectDisplay>
        )}
        <StyledSelectSuffix>
          {clearButton}
          <ChevronDownIcon />
        </StyledSelectSuffix>
        {hiddenInput}
      </StyledSelectFrame>
      {open &&
        createPortal(
          <StyledSelectPopup
            ref={refs.setFloating}
            data-ui="cascader-popup"
            style={floatingStyles}
            // Search results read as one line per path, as wide as the field; columns keep their own width.
            $matchWidth={searching}
            onMouseDown={(event) => event.preventDefault()}
          >
            {searching ? (
              <>
                <StyledCascaderColumn id={resultsId} role="listbox" aria-label="搜索结果">
                  {results.map((path, index) => (
                    <StyledOption
                      key={pathKey(path.values)}
                      id={resultId(index)}
                      role="option"
                      aria-selected={pathKey(path.values) === pathKey(selected)}
                      aria-disabled={path.disabled || undefined}
                      $active={index === resultIndex}
                      $selected={pathKey(path.values) === pathKey(selected)}
                      $variant={control.variant}
                      onMouseMove={() => setResultIndex(index)}
                      onClick={() => !path.disabled && commit(path.values)}
                    >
                      {path.labels.join(SEPARATOR)}
                    </StyledOption>
                  ))}
                </StyledCascaderColumn>
                {results.length === 0 && (
                  <StyledPopupNote role="status" $variant={control.variant}>
                    暂无数据
                  </StyledPopupNote>
                )}
              </>
            ) : (
              <StyledCascaderColumns>
                {columns.map((column, level) => (
                  <StyledCascaderColumn
                    key={level}
                    id={columnId(level)}
                    role="listbox"
                    aria-label={levelLabels[level] ?? `第${level + 1}级`}
                  >
                    {column.map((option, index) => {
                      const path = [...browse.path.slice(0, level), option.value];
                      const onPath = browse.path[level] === option.value;
                      const hasChildren = !isLeaf(option, path, lazy.loaded, isLazy);
                      return (
                        <StyledOption
                          key={option.value}
                          id={columnOptionId(level, index)}
                          role="option"
                          aria-selected={onPath}
                          aria-disabled={option.disabled || undefined}
                          $active={level === browse.level && onPath}
                          $selected={onPath}
                          $variant={control.variant}
                          onClick={() => pickWithPointer(level, option)}
                        >
                          <StyledOptionLabel>{option.label}</StyledOptionLabel>
                          {hasChildren && <VisuallyHidden>，可展开</VisuallyHidden>}
                          <StyledOptionMarker aria-hidden="true">
                            {hasChildren ? (
                              <ChevronRightIcon />
                            ) : (
                              pathKey(path) === pathKey(selected) && <Icon name="check" />
                            )}
                          </StyledOptionMarker>
                        </StyledOption>
                      );
                    })}
                  </StyledCascaderColumn>
                ))}
                {loadingColumn && (
                  <StyledPopupNote role="status" $variant={control.variant}>
                    <Spinner decorative size="sm" />
                    加载中…
                  </StyledPopupNote>
                )}
                {options.length === 0 && (
                  <StyledPopupNote role="status" $variant={control.variant}>
                    暂无数据
                  </StyledPopupNote>
                )}
                {lazy.failedKey !== null && (
                  <StyledPopupNote role="alert" $variant={control.variant}>
                    加载失败，请重试
                  </StyledPopupNote>
                )}
              </StyledCascaderColumns>
            )}
          </StyledSelectPopup>,
          document.body,
        )}
    </>
  );
}
