import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PickerVariant } from '../DatePicker';
import { nextOption } from './time';
import { StyledColumnLabel, StyledListbox, StyledOption, StyledTimeColumn } from './TimePicker.styles';

type TimeColumnProps = {
  /** Visible heading and accessible name of the list: 时 or 分. */
  label: string;
  options: readonly string[];
  selected: string | null;
  isDisabled: (option: string) => boolean;
  onChoose: (option: string) => void;
  /** Enter: the person is done. */
  onConfirm: () => void;
  /** ArrowLeft / ArrowRight: to the neighbouring column. */
  onLeave: (direction: -1 | 1) => void;
  variant: PickerVariant;
  listRef: RefObject<HTMLUListElement | null>;
  /** Focus the list on mount (the lists were opened from the keyboard). */
  autoFocus?: boolean;
};

/**
 * One column of the time popup: an ARIA listbox (single tab stop, aria-activedescendant) where the
 * selection follows the arrow keys and skips unavailable options.
 */
export function TimeColumn({
  label,
  options,
  selected,
  isDisabled,
  onChoose,
  onConfirm,
  onLeave,
  variant,
  listRef,
  autoFocus = false,
}: TimeColumnProps) {
  const idPrefix = useId();
  const labelId = `${idPrefix}-label`;
  const optionId = (option: string) => `${idPrefix}-${option}`;
  const [active, setActive] = useState<string | null>(selected);
  const enabled = options.filter((option) => !isDisabled(option));
  const activeOption = active !== null && options.includes(active) ? active : selected;

  // Read once: later renders must not pull focus back into the list.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) listRef.current?.focus();
  }, [listRef]);

  // When the list appears the chosen option is scrolled to its top; afterwards the active one is kept in view.
  const scrolledToSelection = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const option = activeOption === null ? null : document.getElementById(optionId(activeOption));
    if (!list || !option) return;
    if (scrolledToSelection.current) {
      option.scrollIntoView?.({ block: 'nearest' });
    } else {
      scrolledToSelection.current = true;
      list.scrollTop = option.offsetTop - list.offsetTop;
    }
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onLeave(event.key === 'ArrowLeft' ? -1 : 1);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onConfirm();
      return;
    }
    const from = activeOption !== null && enabled.includes(activeOption) ? activeOption : '';
    const next = from === '' && event.key === 'ArrowDown' ? enabled[0] : nextOption(enabled, from, event.key);
    if (next === null || next === undefined) return;
    event.preventDefault();
    setActive(next);
    if (next !== selected) onChoose(next);
  };

  return (
    <StyledTimeColumn $variant={variant}>
      <StyledColumnLabel id={labelId} aria-hidden="true">
        {label}
      </StyledColumnLabel>
      <StyledListbox
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-activedescendant={activeOption === null ? undefined : optionId(activeOption)}
        $variant={variant}
        onKeyDown={handleKeyDown}
      >
        {options.map((option) => {
          const disabled = isDisabled(option);
          return (
            <StyledOption
              key={option}
              id={optionId(option)}
              role="option"
              aria-selected={option === selected}
              aria-disabled={disabled || undefined}
              data-active={option === activeOption}
              $variant={variant}
              $selected={option === selected}
              $disabled={disabled}
              onClick={() => {
                if (disabled) return;
                setActive(option);
                onChoose(option);
              }}
            >
              {option}
            </StyledOption>
          );
        })}
      </StyledListbox>
    </StyledTimeColumn>
  );
}
