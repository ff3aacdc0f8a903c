import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CountBadge, StatusBadge } from '../../ui/Badge';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dropdown } from '../../ui/Dropdown';
import { Icon } from '../../ui/Icon';
import { DesktopLayout, PhoneLayout, SideNav, TabBar, type NavItem, type TabBarItem } from '../../ui/Layout';
import { Pagination } from '../../ui/Pagination';
import { Table, type TableColumn } from '../../ui/Table';
import { Tabs } from '../../ui/Tabs';

const employerNav: NavItem[] = [
  { key: 'dwsy', label: '首页', icon: <Icon name="home" />, href: '/dwsy' },
  {
    key: 'zpxx',
    label: '招聘信息',
    icon: <Icon name="edit" />,
    children: [
      { key: 'fbzpzw', label: '发布职位', href: '/zpxx/fbzpzw' },
      { key: 'zpzwgl', label: '职位管理', href: '/zpxx/zpzwgl' },
      { key: 'fbzpgg', label: '发布招聘公告', href: '/zpxx/fbzpgg' },
      { key: 'zpgggl', label: '公告管理', href: '/zpxx/zpgggl' },
    ],
  },
  {
    key: 'jlgl',
    label: '简历管理',
    icon: <Icon name="file" />,
    children: [
      { key: 'sddjl', label: '收到的简历', href: '/jlgl/sddjl' },
      { key: 'rcjs', label: '人才检索', href: '/jlgl/rcjs' },
    ],
  },
  {
    key: 'xjh',
    label: '宣讲会',
    icon: <Icon name="message" />,
    children: [
      { key: 'xjhjbxx', label: '申请专场宣讲会', href: '/xjh/jbxx' },
      { key: 'xjhgl', label: '宣讲会管理', href: '/xjh/xjhgl' },
      { key: 'bscdgl', label: '笔试场地管理', href: '/xjh/bscdgl' },
      { key: 'mscdgl', label: '面试场地管理', href: '/xjh/mscdgl' },
    ],
  },
  {
    key: 'zph',
    label: '招聘会',
    icon: <Icon name="calendar" />,
    children: [
      { key: 'zphlb', label: '招聘会列表', href: '/zph/zphlb' },
      { key: 'wdydlb', label: '我的展位预订', href: '/zph/wdydlb' },
    ],
  },
  {
    key: 'qyzx',
    label: '签约中心',
    icon: <Icon name="check" />,
    children: [
      { key: 'qysq', label: '签约授权', href: '/qyzx/qysq' },
      { key: 'hdxxgl', label: '户档信息管理', href: '/qyzx/hdxxgl' },
      { key: 'sqdzz', label: '申请电子章', href: '/qyzx/sqdzz' },
      { key: 'fsqyyq', label: '发送签约邀请', href: '/qyzx/fsqyyq' },
      { key: 'qyjygl', label: '签约解约管理', href: '/qyzx/qyjygl' },
    ],
  },
  {
    key: 'zhgl',
    label: '账号管理',
    icon: <Icon name="user" />,
    children: [
      { key: 'dwxxwh', label: '单位信息维护', href: '/zhgl/dwxxwh' },
      { key: 'cylxr', label: '常用联系人', href: '/zhgl/cylxr' },
      { key: 'fpxxgl', label: '发票信息管理', href: '/zhgl/fpxxgl' },
      { key: 'jsgl', label: '角色管理', href: '/zhgl/jsgl' },
      { key: 'kszzh', label: '开设子账号', href: '/zhgl/kszzh' },
      { key: 'zhsz', label: '账号设置', href: '/zhgl/zhsz' },
      { key: 'xxzx', label: '消息中心', href: '/zhgl/xxzx' },
      { key: 'xzbcxjl', label: '校招不诚信记录', href: '/zhgl/xzbcxjl' },
    ],
  },
];

/** The nav item whose route is the current path, as the app's shell would work it out. */
function selectedKeyFor(pathname: string, items: readonly NavItem[]): string | undefined {
  for (const item of items) {
    if (item.href === pathname) return item.key;
    const inChildren = item.children && selectedKeyFor(pathname, item.children);
    if (inChildren) return inChildren;
  }
  return undefined;
}

function labelFor(key: string | undefined, items: readonly NavItem[]): string | undefined {
  for (const item of items) {
    if (item.key === key) return item.label;
    const inChildren = item.children && labelFor(key, item.children);
    if (inChildren) return inChildren;
  }
  return undefined;
}

type Position = { id: number; title: string; city: string; applicants: number; state: string };
const positions: Position[] = [
  { id: 1, title: '前端开发工程师', city: '上海', applicants: 36, state: '已发布' },
  { id: 2, title: '财务会计', city: '北京', applicants: 0, state: '待审核' },
  { id: 3, title: '产品经理（校招）', city: '杭州', applicants: 12, state: '已驳回' },
  { id: 4, title: '销售管培生', city: '广州', applicants: 58, state: '已发布' },
];
const tones = { 已发布: 'success', 待审核: 'warning', 已驳回: 'danger' } as const;
const columns: TableColumn<Position>[] = [
  { key: 'title', title: '职位名称', dataIndex: 'title' },
  { key: 'city', title: '工作地点', dataIndex: 'city' },
  { key: 'applicants', title: '投递人数', dataIndex: 'applicants', align: 'right' },
  {
    key: 'state',
    title: '审核状态',
    render: (row) => <StatusBadge tone={tones[row.state as keyof typeof tones]}>{row.state}</StatusBadge>,
  },
  {
    key: 'actions',
    title: '操作',
    render: () => (
      <Button variant="link" size="sm">
        编辑
      </Button>
    ),
  },
];

function Brand() {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <circle cx="14" cy="14" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 18V10l6 4 6-4v8" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      某某大学就业信息网 · 单位服务
    </>
  );
}

function HeaderActions() {
  return (
    <>
      <CountBadge count={5}>
        <Button
          variant="text"
          icon={<Icon name="bell" />}
          aria-label="消息，5 条未读"
          style={{ color: 'inherit' }}
        />
      </CountBadge>
      <Dropdown
        appearance="plain"
        placement="bottom-end"
        onSelect={() => undefined}
        items={[
          { key: 'dwxxwh', label: '单位信息维护' },
          { key: 'zhsz', label: '账号设置' },
          { key: 'logout', label: '退出登录', danger: true, dividerBefore: true },
        ]}
      >
        <Icon name="user" /> 上海某某信息科技有限公司
      </Dropdown>
    </>
  );
}

function PositionsPage({ title }: { title: string }) {
  const [page, setPage] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumb items={[{ label: '首页', href: '/dwsy' }, { label: '招聘信息' }, { label: title }]} />
      <h1 style={{ margin: 0, fontSize: 20 }}>{title}</h1>
      <Card>
        <Tabs
          aria-label="职位状态"
          extra={
            <Button variant="primary" size="sm" icon={<Icon name="plus" />}>
              发布职位
            </Button>
          }
          items={[
            {
              key: 'all',
              label: '全部',
              children: (
                <div style={{ display: 'grid', gap: 16 }}>
                  <Table caption="职位列表" captionHidden columns={columns} data={positions} rowKey="id" />
                  <Pagination page={page} pageSize={10} total={36} onChange={setPage} />
                </div>
              ),
            },
            { key: 'pending', label: '待审核', children: <p>待审核的职位</p> },
            { key: 'published', label: '已发布', children: <p>已发布的职位</p> },
          ]}
        />
      </Card>
    </div>
  );
}

function EmployerShell({ collapsed, headerHidden }: { collapsed?: boolean; headerHidden?: boolean }) {
  const { pathname } = useLocation();
  const selectedKey = selectedKeyFor(pathname, employerNav);
  return (
    <DesktopLayout
      brand={<Brand />}
      headerActions={<HeaderActions />}
      defaultSiderCollapsed={collapsed}
      headerHidden={headerHidden}
      nav={<SideNav items={employerNav} selectedKey={selectedKey} />}
    >
      <PositionsPage title={labelFor(selectedKey, employerNav) ?? '职位管理'} />
    </DesktopLayout>
  );
}

const meta = {
  title: 'UI/Layout',
  component: DesktopLayout,
  parameters: { layout: 'fullscreen', route: '/zpxx/zpzwgl' },
  args: { brand: <Brand />, nav: null, children: null },
  argTypes: { brand: { control: false }, nav: { control: false }, children: { control: false } },
  render: () => <EmployerShell />,
} satisfies Meta<typeof DesktopLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '职位管理' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: '发布职位' }));
    // React Router commits a navigation in a transition, after the click has returned.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: '发布职位' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: '发布职位' })).toBeVisible();
  },
};

export const SideNavKeyboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    within(nav).getByRole('link', { name: '首页' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const resumes = within(nav).getByRole('button', { name: '简历管理' });
    await expect(resumes).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(resumes).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: '收到的简历' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

export const IconRail: Story = {
  render: () => <EmployerShell collapsed />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).queryByRole('link', { name: '职位管理' })).not.toBeInTheDocument();
    await userEvent.hover(within(nav).getByRole('link', { name: '首页' }));
    await waitFor(() => expect(screen.getByRole('tooltip', { name: '首页' })).toBeVisible());
  },
};

export const RailGroupUnfoldsSider: Story = {
  render: () => <EmployerShell collapsed />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await userEvent.click(within(nav).getByRole('button', { name: '签约中心' }));
    await expect(within(nav).getByRole('link', { name: '发送签约邀请' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收起侧边栏' })).toBeVisible();
  },
};

/** A page that needs the whole height (the chat page imchat): no header, the side navigation stays. */
export const HeaderHidden: Story = {
  render: () => <EmployerShell headerHidden />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    // The content starts at the top of the page: the header's height is not reserved.
    await expect(canvas.getByRole('main').getBoundingClientRect().top).toBe(0);
  },
};

const tabBarItems: TabBarItem[] = [
  { key: 'home', label: '首页', icon: <Icon name="home" />, href: '/dwmobileHome' },
  { key: 'positions', label: '职位', icon: <Icon name="edit" />, href: '/zpxx/zpzwgl' },
  { key: 'resumes', label: '简历', icon: <Icon name="file" />, href: '/jlgl/sddjl', count: 12 },
  { key: 'messages', label: '消息', icon: <Icon name="message" />, href: '/zhgl/xxzx', count: 128 },
  { key: 'me', label: '我的', icon: <Icon name="user" />, href: '/zhgl/zhsz' },
];

function PhoneShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = tabBarItems.find((item) => item.href === pathname);
  return (
    <PhoneLayout
      title={selected?.label ?? '职位详情'}
      onBack={() => void navigate(-1)}
      actions={
        <Button variant="text" icon={<Icon name="search" />} aria-label="搜索" style={{ color: 'inherit' }} />
      }
      tabBar={<TabBar items={tabBarItems} selectedKey={selected?.key} />}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {positions.map((position) => (
          <Card key={position.id} variant="phone" title={position.title} headingLevel={2}>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <span>
                {position.city} · {position.applicants} 人投递
              </span>
              <StatusBadge tone={tones[position.state as keyof typeof tones]}>{position.state}</StatusBadge>
            </div>
          </Card>
        ))}
      </div>
    </PhoneLayout>
  );
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <PhoneShell />,
  play: async ({ canvas }) => {
    const tabBar = canvas.getByRole('navigation', { name: '底部导航' });
    await expect(within(tabBar).getByRole('link', { name: '职位' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tabBar).getByRole('link', { name: /^简历/ }));
    // Navigations commit in a React transition, so the new page is awaited rather than expected at once.
    await expect(await canvas.findByRole('heading', { level: 1, name: '简历' })).toBeVisible();
    await expect(within(tabBar).getByRole('link', { name: /^简历/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '职位' })).toBeVisible();
  },
};
