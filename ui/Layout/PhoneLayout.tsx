import type { ReactNode } from 'react';
import { CountBadge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import { defaultRenderLink, type RenderLink } from './navLink';
import {
  StyledBackButton,
  StyledPhoneLayout,
  StyledPhoneMain,
  StyledTabBar,
  StyledTabBarIcon,
  StyledTabBarItem,
  StyledTabBarList,
  StyledTopBar,
  StyledTopBarActions,
  StyledTopBarTitle,
} from './PhoneLayout.styles';

export type TopBarProps = {
  title: ReactNode;
  /** Shows a back button at the left. */
  onBack?: () => void;
  backLabel?: string;
  /** One icon control at the right (it inherits the bar's text colour). */
  actions?: ReactNode;
};

/** The phone page header in the school colour: back, the page title (h1), one action. */
export function TopBar({ title, onBack, backLabel = '返回', actions }: TopBarProps) {
  return (
    <StyledTopBar data-ui="top-bar">
      {onBack && (
        <StyledBackButton type="button" aria-label={backLabel} onClick={onBack}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M15 5 8 12l7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </StyledBackButton>
      )}
      <StyledTopBarTitle>{title}</StyledTopBarTitle>
      {actions && <StyledTopBarActions>{actions}</StyledTopBarActions>}
    </StyledTopBar>
  );
}

export type TabBarItem = {
  key: string;
  label: string;
  icon: ReactNode;
  href?: string;
  onSelect?: () => void;
  /** Unread count on the icon. */
  count?: number;
};

export type TabBarProps = {
  items: readonly TabBarItem[];
  selectedKey?: string;
  renderLink?: RenderLink;
  'aria-label'?: string;
};

/** The phone's bottom navigation, above the home indicator (safe-area inset). */
export function TabBar({
  items,
  selectedKey,
  renderLink = defaultRenderLink,
  'aria-label': ariaLabel = '底部导航',
}: TabBarProps) {
  return (
    <StyledTabBar data-ui="tab-bar" aria-label={ariaLabel}>
      <StyledTabBarList>
        {items.map((item) => {
          const current = item.key === selectedKey ? 'page' : undefined;
          // The name reads 消息，3 条未读: the badge is drawn on the icon but spoken after the label.
          const content = (
            <>
              <StyledTabBarIcon aria-hidden="true">
                <CountBadge count={item.count ?? 0}>{item.icon}</CountBadge>
              </StyledTabBarIcon>
              {item.label}
              {item.count ? <VisuallyHidden>{`，${item.count} 条未读`}</VisuallyHidden> : null}
            </>
          );
          return (
            <StyledTabBarItem key={item.key}>
              {item.href ? (
                renderLink({
                  href: item.href,
                  children: content,
                  'aria-current': current,
                  onClick: item.onSelect,
                })
              ) : (
                <button type="button" aria-current={current} onClick={item.onSelect}>
                  {content}
                </button>
              )}
            </StyledTabBarItem>
          );
        })}
      </StyledTabBarList>
    </StyledTabBar>
  );
}

export type PhoneLayoutProps = TopBarProps & {
  /** Usually a TabBar; the content leaves room for it. */
  tabBar?: ReactNode;
  children: ReactNode;
};

/** The employer pages on phones: top bar, scrolling content, optional bottom tab bar. */
export function PhoneLayout({ tabBar, children, ...topBar }: PhoneLayoutProps) {
  return (
    <StyledPhoneLayout data-ui="phone-layout" $withTabBar={Boolean(tabBar)}>
      <TopBar {...topBar} />
      <StyledPhoneMain>{children}</StyledPhoneMain>
      {tabBar}
    </StyledPhoneLayout>
  );
}
