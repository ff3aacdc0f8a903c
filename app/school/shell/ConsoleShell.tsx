import { useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { CONSOLE_NAME, consolePages } from '../../../contract/console';
import { Drawer } from '../../../ui/Drawer';
import { Icon } from '../../../ui/Icon';
import {
  DesktopLayout,
  HeaderBrand,
  HeaderButton,
  HeaderUserName,
  PhoneLayout,
  SideNav,
  TabBar,
  type NavItem,
  type TabBarItem,
} from '../../../ui/Layout';
import { consoleApi } from '../../../features/console/consoleApi';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { staffLoggedOut } from '../../session/staffSessionSlice';
import { selectSiteName } from '../../site/siteSlice';
import { currentHandle } from '../routes/routeHandle';
import { navPages, shellPages } from '../routes/routeTable';
import {
  StyledBarButton,
  StyledContent,
  StyledMoreLink,
  StyledMoreList,
  StyledPageTitle,
  StyledPhoneContent,
} from './ConsoleShell.styles';

/** The phone tab bar shows this many sections; with more, the last tab is 更多 and opens the rest. */
const PHONE_TABS = 5;
const MORE_KEY = 'more';
const phoneTabPages = navPages.length > PHONE_TABS ? navPages.slice(0, PHONE_TABS - 1) : navPages;
const morePages = navPages.slice(phoneTabPages.length);

/** Ends the session on the server (a dead one is fine), forgets it here, and goes to the login. */
function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = consoleApi.useStaffLogoutMutation();
  return async () => {
    await logout()
      .unwrap()
      .catch(() => null);
    dispatch(staffLoggedOut());
    await navigate(consolePages.login, { replace: true });
  };
}

function DesktopShell({ title, navKey }: { title: string; navKey: string | null }) {
  const siteName = useAppSelector(selectSiteName);
  const { data: staff } = consoleApi.useStaffInfoQuery();
  const logout = useLogout();
  const items = useMemo<NavItem[]>(
    () =>
      navPages.map((page) => ({
        key: page.name,
        label: page.title,
        icon: <Icon name={page.nav?.icon ?? 'menu'} />,
        href: page.fullPath,
      })),
    [],
  );
  return (
    <DesktopLayout
      brand={<HeaderBrand name={staff?.wzmc ?? siteName} suffix={CONSOLE_NAME} />}
      headerActions={
        <>
          {staff && (
            <HeaderUserName title={`${staff.xm}（${staff.yhm}）`}>{staff.xm || staff.yhm}</HeaderUserName>
          )}
          <HeaderButton onClick={() => void logout()}>
            <Icon name="logout" size="18px" />
            退出
          </HeaderButton>
        </>
      }
      nav={<SideNav items={items} selectedKey={navKey ?? undefined} aria-label="管理端导航" />}
    >
      <StyledContent>
        <StyledPageTitle>{title}</StyledPageTitle>
        <Outlet />
      </StyledContent>
    </DesktopLayout>
  );
}

/** The sections that do not fit the tab bar, as a list in a bottom sheet (focus stays in it until it closes). */
function MoreSheet({
  open,
  onClose,
  pages,
  navKey,
}: {
  open: boolean;
  onClose: () => void;
  pages: readonly (typeof navPages)[number][];
  navKey: string | null;
}) {
  return (
    <Drawer open={open} onClose={onClose} title="更多" placement="bottom" size="auto">
      <StyledMoreList aria-label="更多页面">
        {pages.map((page) => (
          <li key={page.name}>
            <StyledMoreLink
              to={page.fullPath}
              aria-current={page.name === navKey ? 'page' : undefined}
              onClick={onClose}
            >
              <Icon name={page.nav?.icon ?? 'menu'} />
              {page.title}
            </StyledMoreLink>
          </li>
        ))}
      </StyledMoreList>
    </Drawer>
  );
}

function PhoneShell({ title, name, navKey }: { title: string; name: string; navKey: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [moreOpen, setMoreOpen] = useState(false);
  const tabs = useMemo<TabBarItem[]>(
    () => [
      ...phoneTabPages.map((page) => ({
        key: page.name,
        label: page.nav?.tab ?? page.title,
        icon: <Icon name={page.nav?.icon ?? 'menu'} />,
        href: page.fullPath,
      })),
      ...(morePages.length === 0
        ? []
        : [{ key: MORE_KEY, label: '更多', icon: <Icon name="menu" />, onSelect: () => setMoreOpen(true) }]),
    ],
    [],
  );
  const inMore = morePages.some((page) => page.name === navKey);
  // A detail page goes back to its queue; the queues and the home are reached from the tab bar.
  const parent = shellPages.find((page) => page.name === navKey && page.name !== name);
  return (
    <PhoneLayout
      title={title}
      onBack={
        parent
          ? () => void (location.key === 'default' ? navigate(parent.fullPath) : navigate(-1))
          : undefined
      }
      actions={
        <StyledBarButton type="button" aria-label="退出登录" onClick={() => void logout()}>
          <Icon name="logout" size="20px" />
        </StyledBarButton>
      }
      tabBar={
        <TabBar
          items={tabs}
          selectedKey={inMore ? MORE_KEY : (navKey ?? undefined)}
          aria-label="管理端导航"
        />
      }
    >
      <StyledPhoneContent>
        <Outlet />
      </StyledPhoneContent>
      <MoreSheet open={moreOpen} onClose={() => setMoreOpen(false)} pages={morePages} navKey={navKey} />
    </PhoneLayout>
  );
}

/**
 * The console's shell: on desktop the header (site, staff member, 退出) and the side navigation
 * (首页 / 单位审核 / 职位审核 / 公告审核 / 站点设置) with the page's title; on phones the top bar and
 * the tab bar (the first sections, the rest under 更多). Asking who is logged in also checks the session: a 42 leads to the login.
 */
export default function ConsoleShell() {
  const isPhone = useAppSelector(selectIsPhone);
  const handle = currentHandle(useMatches());
  consoleApi.useStaffInfoQuery();
  const title = handle?.title ?? '';
  const navKey = handle?.navKey ?? null;
  return isPhone ? (
    <PhoneShell title={title} name={handle?.name ?? ''} navKey={navKey} />
  ) : (
    <DesktopShell title={title} navKey={navKey} />
  );
}
