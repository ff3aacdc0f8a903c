import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DesktopLayout, SideNav, TabBar, TopBar, type NavItem } from '../../ui/Layout';

const items: NavItem[] = [
  { key: 'home', label: '首页', href: '/dwsy' },
  {
    key: 'recruit',
    label: '招聘信息',
    children: [
      { key: 'publish', label: '发布职位', href: '/zpxx/fbzpzw' },
      { key: 'positions', label: '职位管理', href: '/zpxx/zpzwgl' },
    ],
  },
  {
    key: 'account',
    label: '账号管理',
    children: [{ key: 'settings', label: '账号设置', href: '/zhgl/zhsz' }],
  },
];

function Location() {
  return <output aria-label="当前路径">{useLocation().pathname}</output>;
}

describe('SideNav', () => {
  it('opens the group of the current page and marks the page with aria-current', () => {
    render(
      <MemoryRouter>
        <SideNav items={items} selectedKey="positions" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('button', { name: '招聘信息' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '职位管理' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '账号管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: '账号设置' })).not.toBeInTheDocument();
  });

  it("opens the current page's group when it shows up after the first render", () => {
    const { rerender } = render(
      <MemoryRouter>
        <SideNav items={items.slice(0, 1)} selectedKey="positions" />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <SideNav items={items} selectedKey="positions" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '招聘信息' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '职位管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates through the router without a page load', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dwsy']}>
        <SideNav items={items} selectedKey="home" defaultOpenKeys={['recruit']} />
        <Location />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: '发布职位' }));
    expect(screen.getByRole('status', { name: '当前路径' })).toHaveTextContent('/zpxx/fbzpzw');
  });

  it('moves with arrow keys and opens and closes groups with Right and Left', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SideNav items={items} selectedKey="home" />
      </MemoryRouter>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: '首页' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const recruit = screen.getByRole('button', { name: '招聘信息' });
    expect(recruit).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(recruit).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: '发布职位' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(recruit).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(recruit).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '账号管理' })).toHaveFocus();
  });

  it('renders links through a custom renderer', () => {
    render(
      <SideNav
        items={items}
        selectedKey="home"
        renderLink={({ href, children, ...rest }) => (
          <a href={`/dwpage${href}`} data-custom="" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dwpage/dwsy');
  });
});

describe('DesktopLayout', () => {
  it('folds the sider to an icon rail and unfolds it when a group is chosen', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DesktopLayout brand="就业网" nav={<SideNav items={items} selectedKey="home" />}>
          <h1>首页</h1>
        </DesktopLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('就业网');
    expect(screen.getByRole('main')).toHaveTextContent('首页');
    await user.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(screen.getByRole('button', { name: '展开侧边栏' })).toBeInTheDocument();
    const group = screen.getByRole('button', { name: '招聘信息' });
    expect(group).not.toHaveAttribute('aria-expanded');
    await user.click(group);
    expect(screen.getByRole('button', { name: '收起侧边栏' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发布职位' })).toBeInTheDocument();
  });

  it('offers a skip link to the main content', () => {
    render(
      <DesktopLayout brand="就业网" nav={null}>
        内容
      </DesktopLayout>,
    );
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute(
      'href',
      `#${screen.getByRole('main').id}`,
    );
  });
});

describe('phone navigation', () => {
  it('tab bar marks the current tab and reads unread counts after the label', () => {
    render(
      <MemoryRouter>
        <TabBar
          selectedKey="messages"
          items={[
            { key: 'home', label: '首页', icon: '⌂', href: '/dwmobileHome' },
            { key: 'messages', label: '消息', icon: '✉', href: '/zhgl/xxzx', count: 3 },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '底部导航' });
    expect(within(nav).getByRole('link', { name: /^消息\s*，3 条未读$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('top bar has the page title and a back button', async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    render(<TopBar title="职位详情" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '职位详情' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('Breadcrumb', () => {
  it('is a labelled trail whose last item is the current page', () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="*"
            element={
              <Breadcrumb
                items={[{ label: '首页', href: '/dwsy' }, { label: '招聘信息' }, { label: '职位管理' }]}
              />
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dwsy');
    expect(within(nav).queryByRole('link', { name: '职位管理' })).not.toBeInTheDocument();
    expect(within(nav).getByText('职位管理')).toHaveAttribute('aria-current', 'page');
  });
});
