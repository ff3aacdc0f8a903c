import { lazy, Suspense } from 'react';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Descriptions } from '../../../ui/Descriptions';
import { Link } from '../../../ui/Link';
import { useAppSelector } from '../../api/hooks';
import { useUnreadCount } from '../../api/unreadCount';
import { resolveSchoolCode } from '../../site/schoolCode';
import { loadChunk } from '../../api/chunkLoad';
import { navTree } from '../routes/navTree';
import { visibleNavTree } from '../routes/routeAccess';
import { usePermissions } from '../../session/permissions';
import { selectOpenChat, selectSiteName } from '../../site/siteSlice';
import {
  StyledHome,
  StyledHomeTitle,
  StyledShortcutGrid,
  StyledShortcutList,
  StyledSummary,
  StyledUnreadCount,
} from './HomeScreen.styles';
import { useEmployerName } from './employerUserApi';
import { useChatLauncher } from './useChatLauncher';

// Where the employer's registration stands at this school, off the home's first chunk.
const StandingBanner = lazy(() =>
  loadChunk('StandingBanner', () => import('../../../features/auth/standing/StandingBanner')),
);

function UnreadCard() {
  const unread = useUnreadCount();
  const launch = useChatLauncher();
  return (
    <Card title="未读消息">
      <StyledUnreadCount aria-label={`${unread} 条未读消息`}>{unread}</StyledUnreadCount>
      <Button variant="primary" onClick={launch}>
        打开在线沟通
      </Button>
    </Card>
  );
}

/**
 * Route dwsypage, the employer home: where its registration stands (until the school passes it), who
 * is logged in where, unread messages, and the way into each section.
 */
export default function HomeScreen() {
  const employerName = useEmployerName(useAppSelector((state) => state.employerSession.dwmc));
  const creditCode = useAppSelector((state) => state.employerSession.tyshxydm);
  const siteName = useAppSelector(selectSiteName);
  const schoolCode = useAppSelector(resolveSchoolCode);
  const openChat = useAppSelector(selectOpenChat);
  const { grants } = usePermissions();
  // The way into each section the user's role opens.
  const sections = visibleNavTree(navTree, grants).filter((group) =>
    group.items.some((item) => item.name !== 'dwsypage'),
  );

  return (
    <StyledHome data-ui="employer-home">
      <StyledHomeTitle>{employerName ? `欢迎，${employerName}` : '单位首页'}</StyledHomeTitle>
      <Suspense fallback={null}>
        <StandingBanner variant="desktop" />
      </Suspense>
      <StyledSummary>
        <Card title="单位信息">
          <Descriptions
            columns={{ desktop: 1, phone: 1 }}
            items={[
              { key: 'dwmc', label: '单位名称', children: employerName || '—' },
              { key: 'tyshxydm', label: '统一社会信用代码', children: creditCode || '—' },
              { key: 'site', label: '当前学校站点', children: `${siteName}（${schoolCode}）` },
            ]}
          />
        </Card>
        {openChat && <UnreadCard />}
      </StyledSummary>
      <StyledShortcutGrid>
        {sections.map((group) => (
          <Card key={group.key} title={group.title}>
            <StyledShortcutList>
              {group.items
                .filter((item) => item.name !== 'dwsypage')
                .map((item) => (
                  <li key={item.name}>
                    <Link to={item.path} underline="hover">
                      {item.title}
                    </Link>
                  </li>
                ))}
            </StyledShortcutList>
          </Card>
        ))}
      </StyledShortcutGrid>
    </StyledHome>
  );
}
