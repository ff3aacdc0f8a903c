import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import { Link } from '../../../ui/Link';
import { Result } from '../../../ui/Result';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { isWeChatBrowser, logoutEmployer, selectEmployerSession } from '../../../app/api/session';
import { APP_TITLE, resolveSchoolCode, selectSite } from '../../../app/api/site';
import { useUnreadCount } from '../../../app/api/unreadCount';
import { accountApi } from '../accountApi';
import { authPaths } from '../authPaths';
import {
  StyledEmployerName,
  StyledMobileHome,
  StyledPanel,
  StyledPanelTitle,
  StyledShortcuts,
  StyledSiteLine,
  StyledUnreadCount,
  StyledUnreadLink,
} from './MobileHomeScreen.styles';

/** The sections an employer uses most on a phone (app paths of the employer shell's pages). */
const SHORTCUTS: readonly { to: string; label: string; icon: IconName }[] = [
  { to: '/zpxx/fbzpzw', label: '发布职位', icon: 'plus' },
  { to: '/zpxx/zpzwgl', label: '职位管理', icon: 'file' },
  { to: '/jlgl/sddjl', label: '收到的简历', icon: 'user' },
  { to: '/xjh/xjhgl', label: '宣讲会', icon: 'calendar' },
  { to: '/zph/zphlb', label: '招聘会', icon: 'clock' },
  { to: '/qyzx/qygl', label: '签约管理', icon: 'edit' },
  { to: '/zhgl/dwxxwh', label: '单位信息', icon: 'info' },
  { to: '/dwsy/dlxxfz', label: '学校分站', icon: 'home' },
  { to: '/switchRole', label: '切换角色', icon: 'menu' },
  { to: authPaths.feedback, label: '问题反馈', icon: 'message' },
];

const MESSAGE_CENTRE = '/zhgl/xxzx';

// Where the registration stands at this school (nothing once passed), loaded beside the home.
const StandingBanner = lazy(() => import('../standing/StandingBanner'));

function LoggedOut() {
  const navigate = useNavigate();
  const xxdm = useAppSelector(resolveSchoolCode);
  const inWeChat = isWeChatBrowser(navigator.userAgent);
  return (
    <Result
      status="info"
      title="您尚未登录"
      subtitle="登录用人单位账号后，可在手机上查看消息、管理职位和简历。"
      extra={
        <>
          <Button
            variant="primary"
            size="phone"
            onClick={() =>
              void navigate(
                inWeChat
                  ? authPaths.weChatLogin(xxdm, authPaths.phoneHome)
                  : authPaths.login(xxdm, authPaths.phoneHome),
              )
            }
          >
            {inWeChat ? '微信登录' : '登录'}
          </Button>
          <Button size="phone" onClick={() => void navigate(authPaths.registration(xxdm))}>
            单位注册
          </Button>
        </>
      }
    />
  );
}

export type MobileHomeScreenProps = {
  /** Whether the user's role opens a shortcut's page (the app's route table knows); all unless given. */
  canOpen?: (path: string) => boolean;
};

/**
 * Route dwmobileHome, inside the app's phone layout (its top bar is the page heading): where the
 * registration stands until the school passes it, who is logged in at which school site, unread
 * messages, and the way into the sections used most.
 */
export default function MobileHomeScreen({ canOpen = () => true }: MobileHomeScreenProps) {
  const session = useAppSelector(selectEmployerSession);
  const site = useAppSelector(selectSite);
  const xxdm = useAppSelector(resolveSchoolCode);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const unread = useUnreadCount();
  // The server's name: a change the school passed shows at once, whatever the session remembers.
  const info = accountApi.useUserInfoQuery(session.token ? undefined : skipToken);

  if (!session.token) return <LoggedOut />;

  const siteName = site.setting?.xxdm === xxdm ? site.setting.wzmc : APP_TITLE;
  return (
    <StyledMobileHome data-ui="mobile-home">
      <Suspense fallback={null}>
        <StandingBanner variant="phone" />
      </Suspense>
      <StyledPanel aria-labelledby={`${headingId}-employer`}>
        <StyledPanelTitle id={`${headingId}-employer`}>当前单位</StyledPanelTitle>
        <StyledEmployerName>{info.data?.dwmc || session.dwmc || '未命名单位'}</StyledEmployerName>
        <StyledSiteLine>{`学校站点：${siteName}（${xxdm}）`}</StyledSiteLine>
      </StyledPanel>
      <StyledPanel aria-labelledby={`${headingId}-messages`}>
        <StyledPanelTitle id={`${headingId}-messages`}>消息</StyledPanelTitle>
        <StyledUnreadLink>
          <span>
            未读消息 <StyledUnreadCount>{unread}</StyledUnreadCount> 条
          </span>
          <Link to={MESSAGE_CENTRE} underline="hover">
            查看消息中心
          </Link>
        </StyledUnreadLink>
      </StyledPanel>
      <StyledPanel aria-labelledby={`${headingId}-shortcuts`}>
        <StyledPanelTitle id={`${headingId}-shortcuts`}>常用功能</StyledPanelTitle>
        <StyledShortcuts>
          {SHORTCUTS.filter((shortcut) => canOpen(shortcut.to)).map((shortcut) => (
            <li key={shortcut.to}>
              <RouterLink to={shortcut.to}>
                <Icon name={shortcut.icon} />
                {shortcut.label}
              </RouterLink>
            </li>
          ))}
        </StyledShortcuts>
      </StyledPanel>
      <Button
        size="phone"
        block
        onClick={() =>
          void logoutEmployer(dispatch).then(() => navigate(authPaths.login(xxdm), { replace: true }))
        }
      >
        退出登录
      </Button>
    </StyledMobileHome>
  );
}
