import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { mergeRefs } from '../internal/mergeRefs';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown';
import { usePopupPosition, type Placement } from '../internal/usePopupPosition';
import {
  StyledCaret,
  StyledMenu,
  StyledMenuItem,
  StyledSeparator,
  StyledTrigger,
  type DropdownAppearance,
} from './Dropdown.styles';
import { menuIndexAfterKey, menuIndexByTypeahead } from './menuKeys';

export type DropdownItem = {
  key: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** A destructive command (删除, 退出登录), drawn in the danger colour. */
  danger?: boolean;
  /** Draws a separator above this item. */
  dividerBefore?: boolean;
};

export type DropdownProps = {
  items: readonly DropdownItem[];
  onSelect: (key: string) => void;
  /** The trigger button's content. */
  children: ReactNode;
  /** The trigger's accessible name when its content is only an icon or an avatar. */
  'aria-label'?: string;
  placement?: Placement;
  /** `plain` inherits the surrounding colour (a header); `button` looks like a default Button. */
  appearance?: DropdownAppearance;
  showCaret?: boolean;
  /** Phone gives 44 px trigger and menu rows. */
  size?: 'md' | 'phone';
  disabled?: boolean;
};

const TYPEAHEAD_RESET = 500;

/**
 * A menu button (ARIA menu button pattern): Enter, Space or ArrowDown opens the menu on the first
 * item, ArrowUp on the last; arrows, Home, End and typed letters move; Enter chooses; Escape closes
 * and returns focus to the button; Tab closes and moves on.
 */
export function Dropdown({
  items,
  onSelect,
  children,
  'aria-label': ariaLabel,
  placement = 'bottom-start',
  appearance = 'button',
  showCaret = true,
  size = 'md',
  disabled = false,
}: DropdownProps) {
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const typeahead = useRef({ text: '', at: 0 });
  const { refs, floatingStyles } = usePopupPosition(open, placement, 4);
  const disabledFlags = items.map((item) => Boolean(item.disabled));

  const openAt = (index: number | null) => {
    setActiveIndex(index ?? -1);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setActiveIndex(-1);
    if (returnFocus) triggerRef.current?.focus();
  };

  useOutsidePointerDown([menuRef, triggerRef], open, () => close(false));

  // Focus follows the active item; with none, the menu itself holds focus so keys still work.
  useEffect(() => {
    if (!open) return;
    const target =
      activeIndex >= 0
        ? menuRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
        : menuRef.current;
    target?.focus();
  }, [open, activeIndex]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    close(true);
    onSelect(item.key);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(menuIndexAfterKey(event.key, disabledFlags, -1));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const { key } = event;
    if (key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (key === 'Tab') {
      // Focus the button first; the browser then moves focus on from it as if the menu was never there.
      close(true);
      return;
    }
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(activeIndex);
      return;
    }
    const moved = menuIndexAfterKey(key, disabledFlags, activeIndex);
    if (moved !== null) {
      event.preventDefault();
      setActiveIndex(moved);
      return;
    }
    if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const text = now - typeahead.current.at > TYPEAHEAD_RESET ? key : typeahead.current.text + key;
      typeahead.current = { text, at: now };
      // A repeated single letter cycles through the items that start with it.
      const from = text.length === 1 ? activeIndex : activeIndex - 1;
      const found = menuIndexByTypeahead(
        text,
        items.map((item) => item.label),
        disabledFlags,
        from,
      );
      if (found !== null) setActiveIndex(found);
    }
  };

  return (
    <>
      <StyledTrigger
        ref={mergeRefs(triggerRef, refs.setReference)}
        id={buttonId}
        type="button"
        data-ui="dropdown"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        $appearance={appearance}
        $size={size}
        onClick={() => (open ? close(false) : openAt(menuIndexAfterKey('Home', disabledFlags, -1)))}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
        {showCaret && (
          <StyledCaret $open={open} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </StyledCaret>
        )}
      </StyledTrigger>
      {open &&
        createPortal(
          <StyledMenu
            ref={mergeRefs(menuRef, refs.setFloating)}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            style={floatingStyles}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <Fragment key={item.key}>
                {item.dividerBefore && index > 0 && <StyledSeparator role="separator" />}
                <StyledMenuItem
                  role="menuitem"
                  data-index={index}
                  tabIndex={-1}
                  aria-disabled={item.disabled || undefined}
                  $danger={Boolean(item.danger)}
                  $size={size}
                  onClick={() => choose(index)}
                  onMouseMove={() => {
                    if (!item.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                >
                  {item.icon}
                  {item.label}
                </StyledMenuItem>
              </Fragment>
            ))}
          </StyledMenu>,
          document.body,
        )}
    </>
  );
}
