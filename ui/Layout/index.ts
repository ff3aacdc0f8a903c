export { DesktopLayout, type DesktopLayoutProps } from './DesktopLayout';
export { SideNav, type NavItem, type SideNavProps } from './SideNav';
export {
  PhoneLayout,
  TabBar,
  TopBar,
  type PhoneLayoutProps,
  type TabBarItem,
  type TabBarProps,
  type TopBarProps,
} from './PhoneLayout';
export { defaultRenderLink, type NavLinkProps, type RenderLink } from './navLink';
export {
  HeaderBrand,
  HeaderButton,
  HeaderUserName,
  type HeaderBrandProps,
  type HeaderButtonProps,
} from './Header';
export { PanelPage, type PanelPageProps } from './PanelPage';
