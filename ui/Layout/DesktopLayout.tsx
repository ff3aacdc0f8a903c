import { useMemo, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledBody,
  StyledBrand,
  StyledCollapseButton,
  StyledDesktopLayout,
  StyledHeader,
  StyledHeaderActions,
  StyledMain,
  StyledSider,
  StyledSiderScroll,
  StyledSkipLink,
} from './DesktopLayout.styles';
import { SiderContext } from './siderContext';

export type DesktopLayoutProps = {
  /** Logo and site name, at the left of the header. */
  brand: ReactNode;
  /** Right side of the header: messages, the account menu, 退出. */
  headerActions?: ReactNode;
  /** No header: a page that needs the whole height (the chat page). */
  headerHidden?: boolean;
  /** The side navigation, normally a SideNav; it folds to an icon rail with the sider. */
  nav: ReactNode;
  children: ReactNode;
  /** Controlled sider state. */
  siderCollapsed?: boolean;
  defaultSiderCollapsed?: boolean;
  onSiderCollapsedChange?: (collapsed: boolean) => void;
};

/** One layout per page, so the skip link's target can have a fixed id. */
const MAIN_ID = 'main-content';

/** The employer pages on desktop: header in the school colour, collapsible side navigation, content. */
export function DesktopLayout({
  brand,
  headerActions,
  headerHidden = false,
  nav,
  children,
  siderCollapsed,
  defaultSiderCollapsed = false,
  onSiderCollapsedChange,
}: DesktopLayoutProps) {
  const [ownCollapsed, setOwnCollapsed] = useState(defaultSiderCollapsed);
  const collapsed = siderCollapsed ?? ownCollapsed;
  const sider = useMemo(() => {
    const setCollapsed = (next: boolean) => {
      if (siderCollapsed === undefined) setOwnCollapsed(next);
      onSiderCollapsedChange?.(next);
    };
    return { collapsed, expand: () => setCollapsed(false), setCollapsed };
  }, [collapsed, siderCollapsed, onSiderCollapsedChange]);

  return (
    <StyledDesktopLayout data-ui="desktop-layout" $headerHidden={headerHidden}>
      <StyledSkipLink href={`#${MAIN_ID}`}>跳到主要内容</StyledSkipLink>
      {!headerHidden && (
        <StyledHeader>
          <StyledBrand>{brand}</StyledBrand>
          {headerActions && <StyledHeaderActions>{headerActions}</StyledHeaderActions>}
        </StyledHeader>
      )}
      <StyledBody>
        <StyledSider $collapsed={collapsed}>
          <SiderContext.Provider value={sider}>
            <StyledSiderScroll>{nav}</StyledSiderScroll>
          </SiderContext.Provider>
          <StyledCollapseButton
            type="button"
            $collapsed={collapsed}
            onClick={() => sider.setCollapsed(!collapsed)}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3.5 5.5 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {collapsed ? <VisuallyHidden>展开侧边栏</VisuallyHidden> : '收起侧边栏'}
          </StyledCollapseButton>
        </StyledSider>
        <StyledMain id={MAIN_ID} tabIndex={-1}>
          {children}
        </StyledMain>
      </StyledBody>
    </StyledDesktopLayout>
  );
}
