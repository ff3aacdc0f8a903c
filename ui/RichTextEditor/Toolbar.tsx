import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from '../Tabs/tabKeys';
import { StyledToolbar, StyledToolbarDivider, StyledToolButton } from './RichTextEditor.styles';

export type ToolItem = {
  key: string;
  /** The button's accessible name and tooltip, e.g. 加粗. */
  label: string;
  content: ReactNode;
  /** Marks and blocks the selection has: the button is a toggle (aria-pressed). Absent: a plain action. */
  pressed?: boolean;
  disabled?: boolean;
  /** The button opens a dialog (链接) or the file picker. */
  opens?: 'dialog';
  run: () => void;
};

export type ToolbarProps = {
  /** Groups of buttons, drawn with a divider between groups. */
  groups: readonly (readonly ToolItem[])[];
  label: string;
  controls: string;
  variant: 'desktop' | 'phone';
};

/**
 * The ARIA toolbar pattern: one tab stop (the last button used), arrow keys move between the enabled
 * buttons, Home and End jump to the ends. Buttons keep the editor's selection: a mouse press does not
 * take focus away from the text.
 */
export function Toolbar({ groups, label, controls, variant }: ToolbarProps) {
  const items = groups.flat();
  const enabled = items.filter((item) => !item.disabled);
  const [current, setCurrent] = useState(items[0]?.key ?? '');
  const tabStop = enabled.some((item) => item.key === current) ? current : enabled[0]?.key;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, items, tabStop ?? '');
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <StyledToolbar
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      $variant={variant}
      onKeyDown={onKeyDown}
    >
      {groups.map((group, index) => (
        <Fragment key={group[0]?.key ?? index}>
          {index > 0 && <StyledToolbarDivider aria-hidden="true" />}
          {group.map((item) => (
            <StyledToolButton
              key={item.key}
              ref={(element) => {
                if (element) buttons.current.set(item.key, element);
                else buttons.current.delete(item.key);
              }}
              type="button"
              $variant={variant}
              aria-label={item.label}
              title={item.label}
              aria-pressed={item.pressed}
              aria-haspopup={item.opens}
              disabled={item.disabled}
              tabIndex={item.key === tabStop ? 0 : -1}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(item.key)}
              onClick={item.run}
            >
              {item.content}
            </StyledToolButton>
          ))}
        </Fragment>
      ))}
    </StyledToolbar>
  );
}
