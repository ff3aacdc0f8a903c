import { useMemo } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { STUDENT_PORTAL_NAME } from '../../../contract/studentPortal';
import { studentAuthApi } from '../../../features/studentAuth/studentAuthApi';
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
import { useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { selectSiteName } from '../../site/siteSlice';
import { currentHandle } from '../routes/routeHandle';
import { navPages, shellPages } from '../routes/routeTable';
import { StyledBarButton, StyledContent, StyledPageTitle, StyledPhoneContent } from './StudentShell.styles';
import { useStudentLogout } from './useStudentLogout';
import { navLabel, UNREAD_NAV_PAGE } from './unreadNav';
import { useStudentUnreadCount } from './useStudentUnreadCount';

const NAV_LABEL = '学生中心导航';

function DesktopShell({ title, navKey }: { title: string; navKey: string | null }) {
  const siteName = useAppSelector(selectSiteName);
  const { data: profile } = studentAuthApi.useStudentProfileQuery();
  const logout = useStudentLogout();
  const unread = useStudentUnreadCount();
  const items = useMemo<NavItem[]>(
    () =>
      navPages.map((page) => ({
        key: page.name,
        label: page.name === UNREAD_NAV_PAGE ? navLabel(page.title, unread) : page.title,
        icon: <Icon name={page.nav?.icon ?? 'menu'} />,
        href: page.fullPath,
      })),
    [unread],
  );
  return (
    <DesktopLayout
      brand={<HeaderBrand name={siteName} suffix={STUDENT_PORTAL_NAME} />}
      headerActions={
        <>
          {profile && <HeaderUserName>{profile.name}</HeaderUserName>}
          <HeaderButton onClick={() => void logout()}>
            <Icon name="logout" size="18px" />
            退出登录
          </HeaderButton>
        </>
      }
      nav={<SideNav items={items} selectedKey={navKey ?? undefined} aria-label={NAV_LABEL} />}
    >
      <StyledContent>
        <StyledPageTitle>{title}</StyledPageTitle>
        <Outlet />
      </StyledContent>
    </DesktopLayout>
  );
}

function PhoneShell({ title, name, navKey }: { title: string; name: string; navKey: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useStudentLogout();
  const unread = useStudentUnreadCount();
  const tabs = useMemo<TabBarItem[]>(
    () =>
      navPages.map((page) => ({
        key: page.name,
        label: page.nav?.tab ?? page.title,
        icon: <Icon name={page.nav?.icon ?? 'menu'} />,
        href: page.fullPath,
        // The tab bar draws it on the icon and says it after the label.
        ...(page.name === UNREAD_NAV_PAGE ? { count: unread } : {}),
      })),
    [unread],
  );
  // A detail page goes back to its list; the sections are reached from the tab bar.
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
      tabBar={<TabBar items={tabs} selectedKey={navKey ?? undefined} aria-label={NAV_LABEL} />}
    >
      <StyledPhoneContent>
        <Outlet />
      </StyledPhoneContent>
    </PhoneLayout>
  );
}

/**
 * The portal's shell in the school's colour: on desktop (/sc/) the header (site, the student's name,
 * 退出登录) and the side navigation (首页 / 职位搜索 / 我的申请 / 我的简历 / 消息 / 账号) with the page's
 * title; on phones (/mobile/) the top bar and the tab bar. Asking who is logged in also checks the
 * session: a 4003 ends it (the student code table), and the reload leads to the login.
 */
export default function StudentShell() {
  const isPhone = useAppSelector(selectIsPhone);
  const handle = currentHandle(useMatches());
  studentAuthApi.useStudentProfileQuery();
  const title = handle?.title ?? '';
  const navKey = handle?.navKey ?? null;
  return isPhone ? (
    <PhoneShell title={title} name={handle?.name ?? ''} navKey={navKey} />
  ) : (
    <DesktopShell title={title} navKey={navKey} />
  );
}
