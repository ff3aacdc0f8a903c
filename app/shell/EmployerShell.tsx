import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { CountBadge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { DesktopLayout, SideNav } from '../../ui/Layout';
import { useAppDispatch, useAppSelector } from '../api/hooks';
import { useUnreadCount } from '../api/unreadCount';
import { selectIsPhone } from '../device/deviceSlice';
import { resolveSchoolCode } from '../guard/steps/resolveSchoolCode';
import { loadChunk } from '../routes/chunkLoad';
import { navTree } from '../routes/navTree';
import { pathTo } from '../routes/routeIndex';
import { currentHandle } from '../routes/routeHandle';
import { logoutEmployer } from '../session/logout';
import { selectOpenChat, selectSiteName } from '../site/siteSlice';
import {
  StyledBrandName,
  StyledBrandSuffix,
  StyledContent,
  StyledEmployerName,
  StyledHeaderButton,
} from './EmployerShell.styles';
import { employerUserApi, useEmployerName } from './employerUserApi';
import { toSideNavItems } from './navItems';
import { PhoneShell } from './PhoneShell';
import { useChatLauncher } from './useChatLauncher';

function UnreadButton() {
  const unread = useUnreadCount();
  const launch = useChatLauncher();
  return (
    <StyledHeaderButton type="button" onClick={launch}>
      <Icon name="message" size="18px" />
      消息
      <CountBadge count={unread} label={(count) => `，${count}条未读`} />
    </StyledHeaderButton>
  );
}

// The form and its uploader load on the first click, off the shell's first screen.
const IssueFeedbackDialog = lazy(() =>
  loadChunk('IssueFeedbackDialog', () => import('../../features/feedback/IssueFeedbackDialog')).then(
    (module) => ({
      default: module.IssueFeedbackDialog,
    }),
  ),
);

/** 问题反馈 over the current page (the phone home has its tile to /wtfk instead). */
function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <StyledHeaderButton
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Icon name="edit" size="18px" />
        问题反馈
      </StyledHeaderButton>
      {requested && (
        <Suspense fallback={null}>
          <IssueFeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Logs out and goes to the login page of the same school. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const xxdm = useAppSelector(resolveSchoolCode);
  return async () => {
    await logoutEmployer(dispatch);
    await navigate(pathTo('Login', { xxdm, mode: '1' }));
  };
}

function DesktopShell() {
  const handle = currentHandle(useMatches());
  const employerName = useEmployerName(useAppSelector((state) => state.employerSession.dwmc));
  const siteName = useAppSelector(selectSiteName);
  const openChat = useAppSelector(selectOpenChat);
  const logout = useLogout();
  const items = useMemo(() => toSideNavItems(navTree), []);
  return (
    <DesktopLayout
      headerHidden={handle?.hideHeader ?? false}
      brand={
        <>
          <StyledBrandName>{siteName}</StyledBrandName>
          <StyledBrandSuffix>单位中心</StyledBrandSuffix>
        </>
      }
      headerActions={
        <>
          {employerName && <StyledEmployerName title={employerName}>{employerName}</StyledEmployerName>}
          {openChat && <UnreadButton />}
          <FeedbackButton />
          <StyledHeaderButton type="button" onClick={() => void logout()}>
            <Icon name="logout" size="18px" />
            退出
          </StyledHeaderButton>
        </>
      }
      nav={<SideNav items={items} selectedKey={handle?.name} aria-label="单位中心导航" />}
    >
      <StyledContent>
        <Outlet />
      </StyledContent>
    </DesktopLayout>
  );
}

/** The employer shell dwpage: the desktop layout with header and side navigation, or the phone layout. */
export default function EmployerShell() {
  const isPhone = useAppSelector(selectIsPhone);
  // Asking who is logged in also checks the session: without one the server's 42 leads to the login.
  employerUserApi.useGetEmployerUserInfoQuery();
  return isPhone ? (
    <PhoneShell>
      <Outlet />
    </PhoneShell>
  ) : (
    <DesktopShell />
  );
}
