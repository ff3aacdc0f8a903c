import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tooltip } from '../Tooltip';
import { VisuallyHidden } from '../VisuallyHidden';
import { defaultRenderLink, type RenderLink } from './navLink';
import { ancestorKeys, navKeyAction, type NavRow } from './navTree';
import { useSider } from './siderContext';
import {
  StyledNavChevron,
  StyledNavIcon,
  StyledNavLabel,
  StyledNavList,
  StyledNavRow,
  StyledRailAnchor,
  StyledSideNav,
} from './SideNav.styles';

export type NavItem = {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Route path; the item renders as a link. */
  href?: string;
  /** For an item without a route (opens a dialog); also called after a link is followed. */
  onSelect?: () => void;
  /** Makes the item a group that opens and closes. */
  children?: readonly NavItem[];
};

export type SideNavProps = {
  items: readonly NavItem[];
  /** The item of the current page; it carries aria-current="page" and its groups open. */
  selectedKey?: string;
  /** Controlled open groups. */
  openKeys?: readonly string[];
  /** Initially open groups when uncontrolled; the groups holding `selectedKey` unless given. */
  defaultOpenKeys?: readonly string[];
  onOpenChange?: (openKeys: string[]) => void;
  renderLink?: RenderLink;
  /** Icon rail; inside DesktopLayout the sider decides this. */
  collapsed?: boolean;
  'aria-label'?: string;
};

function Chevron({ open }: { open: boolean }) {
  return (
    <StyledNavChevron $open={open} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </StyledNavChevron>
  );
}

function visibleRows(
  items: readonly NavItem[],
  open: ReadonlySet<string>,
  rail: boolean,
  parentKey: string | null = null,
): NavRow[] {
  return items.flatMap((item) => {
    const isGroup = Boolean(item.children?.length);
    const isOpen = isGroup && open.has(item.key) && !rail;
    const row: NavRow = { key: item.key, parentKey, isGroup, open: isOpen };
    return isOpen && item.children ? [row, ...visibleRows(item.children, open, rail, item.key)] : [row];
  });
}

/**
 * The employer's section navigation: groups that open and close, links rendered through `renderLink`
 * (react-router's Link by default inside a router), the current page marked with aria-current.
 * Arrow keys move between rows; Right and Left open and close groups.
 */
export function SideNav({
  items,
  selectedKey,
  openKeys,
  defaultOpenKeys,
  onOpenChange,
  renderLink = defaultRenderLink,
  collapsed,
  'aria-label': ariaLabel = '主导航',
}: SideNavProps) {
  const idPrefix = useId();
  const navRef = useRef<HTMLElement>(null);
  const sider = useSider();
  const rail = collapsed ?? sider?.collapsed ?? false;

  const [ownOpen, setOwnOpen] = useState<readonly string[]>(
    () => defaultOpenKeys ?? ancestorKeys(items, selectedKey),
  );
  // Navigating to a page inside a closed group opens that group, as a person would expect; so does the
  // current page's group showing up later (items that depend on what the user may open, read after).
  const selectedAncestorKeys = ancestorKeys(items, selectedKey);
  const selection = [...selectedAncestorKeys, selectedKey].join('/');
  const [shownSelection, setShownSelection] = useState(selection);
  if (selection !== shownSelection) {
    setShownSelection(selection);
    const missing = selectedAncestorKeys.filter((key) => !ownOpen.includes(key));
    if (missing.length > 0 && openKeys === undefined) setOwnOpen([...ownOpen, ...missing]);
  }
  const open = new Set(openKeys ?? ownOpen);
  const selectedAncestors = new Set(selectedAncestorKeys);

  const setGroupOpen = (key: string, isOpen: boolean) => {
    const next = isOpen ? [...open, key] : [...open].filter((openKey) => openKey !== key);
    if (openKeys === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // Each row's own control is the first link or button inside it (its children's list comes after).
  const rowElements = () =>
    Array.from(navRef.current?.querySelectorAll('[data-nav-row]') ?? []).flatMap(
      (row) => row.querySelector<HTMLElement>('a, button') ?? [],
    );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const elements = rowElements();
    const index = elements.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const action = navKeyAction(event.key, visibleRows(items, open, rail), index);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') elements[action.index]?.focus();
    else setGroupOpen(action.key, action.open);
  };

  const renderItems = (list: readonly NavItem[], depth: number): ReactNode =>
    list.map((item) => {
      const isGroup = Boolean(item.children?.length);
      const isOpen = isGroup && open.has(item.key) && !rail;
      const selected = item.key === selectedKey;
      const groupId = `${idPrefix}-${item.key}`;
      const content = (
        <>
          {item.icon && <StyledNavIcon aria-hidden="true">{item.icon}</StyledNavIcon>}
          {rail ? (
            <VisuallyHidden>{item.label}</VisuallyHidden>
          ) : (
            <StyledNavLabel>{item.label}</StyledNavLabel>
          )}
          {isGroup && !rail && <Chevron open={isOpen} />}
        </>
      );

      let control: ReactNode;
      if (isGroup) {
        control = (
          <button
            type="button"
            aria-expanded={rail ? undefined : isOpen}
            aria-controls={isOpen ? groupId : undefined}
            onClick={() => {
              if (rail) {
                // The rail has no room for children: unfold the sider with this group open.
                sider?.expand();
                if (!isOpen) setGroupOpen(item.key, true);
              } else setGroupOpen(item.key, !isOpen);
            }}
          >
            {content}
          </button>
        );
      } else if (item.href) {
        control = renderLink({
          href: item.href,
          children: content,
          'aria-current': selected ? 'page' : undefined,
          onClick: item.onSelect,
        });
      } else {
        control = (
          <button type="button" aria-current={selected ? 'page' : undefined} onClick={item.onSelect}>
            {content}
          </button>
        );
      }

      return (
        <StyledNavRow
          key={item.key}
          data-nav-row=""
          style={{ '--depth': depth }}
          // On the rail the section holding the current page stands in for it.
          $selected={selected || (rail && selectedAncestors.has(item.key))}
          $containsSelected={!isOpen && selectedAncestors.has(item.key)}
          $rail={rail}
        >
          {rail ? (
            <Tooltip content={item.label} placement="right" describe={false}>
              <StyledRailAnchor>{control}</StyledRailAnchor>
            </Tooltip>
          ) : (
            control
          )}
          {isOpen && item.children && (
            <StyledNavList id={groupId}>{renderItems(item.children, depth + 1)}</StyledNavList>
          )}
        </StyledNavRow>
      );
    });

  return (
    <StyledSideNav ref={navRef} data-ui="side-nav" aria-label={ariaLabel} onKeyDown={onKeyDown}>
      <StyledNavList>{renderItems(items, 0)}</StyledNavList>
    </StyledSideNav>
  );
}
