import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickLinks } from '../../../features/homepage/components/QuickLinks';
import { SiteFooter } from '../../../features/homepage/components/SiteFooter';
import { SiteHeader } from '../../../features/homepage/components/SiteHeader';
import { mockHomepage, resetHomepageMock } from '../../mocks/handlers/homepage';
import { InSite, SITE, phoneSite } from './homepageStories';

/** The blocks around every page: header (logo, entrances, columns), quick links, footer (friendly links). */
function Frame({ parts }: { parts: 'header' | 'quickLinks' | 'footer' }) {
  const data = mockHomepage();
  return (
    <InSite>
      {parts === 'header' && <SiteHeader template={data.wzmb} columns={data.xwlm} currentPath={SITE.base} />}
      {parts === 'quickLinks' && <QuickLinks links={data.kjdh} />}
      {parts === 'footer' && <SiteFooter template={data.wzmb} links={data.yqlj} />}
    </InSite>
  );
}

const meta = {
  title: 'Features/homepage/Blocks/SiteFrame',
  component: Frame,
  args: { parts: 'header' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetHomepageMock(),
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site freshly opened: no logo, columns or links yet. */
const bare = () => resetHomepageMock({ empty: true, logo: false });

/** The site's name beside its logo, the three entrances at this school, the columns and the kinds. */
export const Header: Story = {
  play: async ({ canvas, canvasElement }) => {
    const brand = canvas.getByRole('link', { name: '高校毕业生就业平台' });
    await expect(brand).toHaveAttribute('href', SITE.base);
    await expect(canvasElement.querySelector('header img')).toHaveAttribute(
      'src',
      '/pub/file/previewFile?path=zpgg%2Fmock%2Flogo.png',
    );
    const entrances = within(canvas.getByRole('navigation', { name: '登录入口' }));
    await expect(entrances.getByRole('link', { name: '单位登录' })).toHaveAttribute(
      'href',
      '/dwpage/login/00000/0',
    );
    await expect(entrances.getByRole('link', { name: '单位注册' })).toHaveAttribute(
      'href',
      '/dwpage/dwzc/00000',
    );
    await expect(entrances.getByRole('link', { name: '学生登录' })).toHaveAttribute(
      'href',
      '/sc/login?xxdm=00000',
    );
    const nav = within(canvas.getByRole('navigation', { name: '网站栏目' }));
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    await expect(names).toEqual([
      '首页',
      '通知公告',
      '就业新闻',
      '政策法规',
      '招聘会',
      '宣讲会',
      '招聘公告',
      '招聘职位',
      '站内搜索',
    ]);
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '就业新闻' })).toHaveAttribute(
      'href',
      '/site/00000/tzgg?lmid=lm-jyxw',
    );
  },
};

/** A new site: no logo and no columns yet; the name and the fixed kinds still lead somewhere. */
export const HeaderBare: Story = {
  beforeEach: bare,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '高校毕业生就业平台' })).toBeVisible();
    await expect(canvasElement.querySelector('header img')).toBeNull();
    const nav = within(canvas.getByRole('navigation', { name: '网站栏目' }));
    await expect(nav.getAllByRole('link')).toHaveLength(6);
  },
};

/** On a phone the columns scroll sideways and the entrances wrap under the name. */
export const HeaderPhone: Story = {
  ...phoneSite,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '学生登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '首页' })).toBeVisible();
  },
};

/** 快捷导航: large targets to the school's most used addresses. */
export const QuickLinksFilled: Story = {
  args: { parts: 'quickLinks' },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '快捷导航' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '单位登录',
      '学生登录',
      '单位注册',
    ]);
    await expect(nav.getByRole('link', { name: '单位注册' })).toHaveAttribute('href', '/dwpage/dwzc/00000');
  },
};

/** No quick links: the block is left out. */
export const QuickLinksEmpty: Story = {
  args: { parts: 'quickLinks' },
  beforeEach: bare,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '快捷导航' })).toBeNull();
  },
};

export const QuickLinksPhone: Story = {
  ...phoneSite,
  args: { parts: 'quickLinks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '学生登录' })).toBeVisible();
  },
};

/** 友情链接 open elsewhere; address, telephone and copyright of the school. */
export const Footer: Story = {
  args: { parts: 'footer' },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: '友情链接' }));
    const ncss = links.getByRole('link', { name: '国家大学生就业服务平台' });
    await expect(ncss).toHaveAttribute('href', 'https://www.ncss.cn/');
    await expect(ncss).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('地址：示例市示例区大学路1号 就业指导中心')).toBeVisible();
    await expect(canvas.getByText('电话：010-12345678')).toBeVisible();
  },
};

/** No friendly links: the footer keeps the school's lines only. */
export const FooterWithoutLinks: Story = {
  args: { parts: 'footer' },
  beforeEach: bare,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '友情链接' })).toBeNull();
    await expect(canvas.getByText('© 高校毕业生就业平台')).toBeVisible();
  },
};

export const FooterPhone: Story = {
  ...phoneSite,
  args: { parts: 'footer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '中国教育在线' })).toBeVisible();
  },
};
