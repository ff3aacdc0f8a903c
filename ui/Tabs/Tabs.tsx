import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { StyledTab, StyledTabBar, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';
import { tabAfterKey } from './tabKeys';

export type TabItem = {
  key: string;
  label: ReactNode;
  children: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** Controlled active tab. */
  activeKey?: string;
  /** Initial tab when uncontrolled; the first enabled tab unless given. */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /**
   * A panel mounts the first time its tab opens (so hidden tabs do not fetch) and then stays mounted,
   * keeping its scroll position and form input. `false` mounts every panel at once.
   */
  lazy?: boolean;
  /**
   * The whole tab list cannot be used yet (a page painted by the server before its script runs):
   * every tab shows it and is announced as unavailable (aria-disabled), clicks and keys are ignored,
   * and the active tab and its panel stay as they are.
   */
  disabled?: boolean;
  /** Content at the right end of the tab bar (a 新建 button, a filter). */
  extra?: ReactNode;
  /** Names the tab list when the page has more than one. */
  'aria-label'?: string;
  variant?: 'desktop' | 'phone';
  className?: string;
};

/** Tabs following the ARIA tabs pattern: one tab stop, arrow keys move and select, Home/End jump. */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  lazy = true,
  disabled = false,
  extra,
  'aria-label': ariaLabel,
  variant = 'desktop',
  className,
}: TabsProps) {
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const firstEnabled = items.find((item) => !item.disabled)?.key ?? '';
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? firstEnabled);
  const active = activeKey ?? ownKey;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  // The active key can also change from outside (controlled); remember it as visited right away.
  if (!visited.has(active)) setVisited(new Set(visited).add(active));

  const tabId = (key: string) => `${idPrefix}-tab-${key}`;
  const panelId = (key: string) => `${idPrefix}-panel-${key}`;

  const select = (key: string) => {
    if (disabled || key === active) return;
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = tabAfterKey(event.key, items, active);
    if (next === null) return;
    event.preventDefault();
    select(next);
    const tab = listRef.current?.ownerDocument.getElementById(tabId(next));
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <StyledTabs data-ui="tabs" className={className}>
      <StyledTabBar>
        <StyledTabList
          ref={listRef}
          role="tablist"
          aria-label={ariaLabel}
          $variant={variant}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => {
            const selected = item.key === active;
            return (
              <StyledTab
                key={item.key}
                id={tabId(item.key)}
                type="button"
                role="tab"
                aria-selected={selected}
                // A lazy panel that never opened is not in the document yet; point only at real ones.
                aria-controls={!lazy || visited.has(item.key) ? panelId(item.key) : undefined}
                tabIndex={selected ? 0 : -1}
                disabled={item.disabled}
                // Not `disabled`: the active tab stays a tab stop and keeps its focus as the list turns usable.
                aria-disabled={disabled || undefined}
                $variant={variant}
                $selected={selected}
                onClick={() => select(item.key)}
              >
                {item.label}
              </StyledTab>
            );
          })}
        </StyledTabList>
        {extra}
      </StyledTabBar>
      {items.map((item) => {
        const selected = item.key === active;
        if (lazy && !visited.has(item.key)) return null;
        return (
          <StyledTabPanel
            key={item.key}
            id={panelId(item.key)}
            role="tabpanel"
            aria-labelledby={tabId(item.key)}
            tabIndex={0}
            hidden={!selected}
            $variant={variant}
          >
            {item.children}
          </StyledTabPanel>
        );
      })}
    </StyledTabs>
  );
}
