import type { ReactNode } from 'react';
import { useMatches, useNavigate } from 'react-router-dom';
import { Icon } from '../../../ui/Icon';
import { PhoneLayout, TabBar, type TabBarItem } from '../../../ui/Layout';
import { pathTo } from '../routes/routeIndex';
import { currentHandle } from '../routes/routeHandle';
import type { RouteName } from '../routes/routeTable';

/** The phone tab bar: the home, the message centre and the account settings. */
const TABS: readonly (TabBarItem & { key: RouteName })[] = [
  { key: 'dwmobileHome', label: '首页', icon: <Icon name="home" />, href: pathTo('dwmobileHome') },
  { key: 'xxzx', label: '消息', icon: <Icon name="bell" />, href: pathTo('xxzx') },
  { key: 'zhsz', label: '账号', icon: <Icon name="user" />, href: pathTo('zhsz') },
];

/** The employer pages on phones: the page title on top (with 返回 away from the home) and the tab bar. */
export function PhoneShell({ children }: { children: ReactNode }) {
  const handle = currentHandle(useMatches());
  const navigate = useNavigate();
  const isHome = handle?.name === 'dwmobileHome';
  return (
    <PhoneLayout
      title={handle?.title ?? ''}
      onBack={isHome ? undefined : () => void navigate(-1)}
      tabBar={<TabBar items={TABS} selectedKey={handle?.name} />}
    >
      {children}
    </PhoneLayout>
  );
}
