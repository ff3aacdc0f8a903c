import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { CountBadge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { DesktopLayout, HeaderBrand, HeaderButton, HeaderUserName, SideNav } from '../../../ui/Layout';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { useUnreadCount } from '../../api/unreadCount';
import { selectIsPhone } from '../../device/deviceSlice';
import { resolveSchoolCode } from '../../site/schoolCode';
import { loadChunk } from '../../api/chunkLoad';
import { navTree } from '../routes/navTree';
import { visibleNavTree } from '../routes/routeAccess';
import { pathTo } from '../routes/routeIndex';
import { currentHandle } from '../routes/routeHandle';
import { logoutEmployer } from '../../session/logout';
import { usePermissions } from '../../session/permissions';
import { selectOpenChat, selectSiteName } from '../../site/siteSlice';
import { StyledContent } from './EmployerShell.styles';
import { employerUserApi, useEmployerName } from './employerUserApi';
import { toSideNavItems, withFeedbackEntry } from './navItems';
import { PhoneShell } from './PhoneShell';
import { useChatLauncher } from './useChatLauncher';

function UnreadButton() {
  const unread = useUnreadCount();
  const launch = useChatLauncher();
  return (
    <HeaderButton onClick={launch}>
      <Icon name="message" size="18px" />
      消息
      <CountBadge count={unread} label={(count) => `，${count}条未读`} />
    </HeaderButton>
  );
}

// The form and its uploader load on the first click, off the shell's first screen.
const IssueFeedbackDialog = lazy(() =>
  loadChunk('IssueFeedbackDialog', () => import('../../../features/feedback/IssueFeedbackDialog')).then(
    (module) => ({
      default: module.IssueFeedbackDialog,
    }),
  ),
);

/**
 * 问题反馈 over the current page, opened from the header or the side navigation (the phone home has
 * its tile to /wtfk instead). Closing it returns the focus to whichever opened it.
 */
function useFeedbackDialog(): { show: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const dialog = requested && (
    <Suspense fallback={null}>
      <IssueFeedbackDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
  return { show, dialog };
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
  const feedback = useFeedbackDialog();
  const { grants } = usePermissions();
  const items = useMemo(
    () => withFeedbackEntry(toSideNavItems(visibleNavTree(navTree, grants)), feedback.show),
    [grants, feedback.show],
  );
  return (
    <DesktopLayout
      headerHidden={handle?.hideHeader ?? false}
      brand={<HeaderBrand name={siteName} suffix="单位中心" />}
      headerActions={
        <>
          {employerName && <HeaderUserName title={employerName}>{employerName}</HeaderUserName>}
          {openChat && <UnreadButton />}
          <HeaderButton aria-haspopup="dialog" onClick={feedback.show}>
            <Icon name="edit" size="18px" />
            问题反馈
          </HeaderButton>
          <HeaderButton onClick={() => void logout()}>
            <Icon name="logout" size="18px" />
            退出
          </HeaderButton>
        </>
      }
      nav={<SideNav items={items} selectedKey={handle?.name} aria-label="单位中心导航" />}
    >
      <StyledContent>
        <Outlet />
      </StyledContent>
      {feedback.dialog}
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
