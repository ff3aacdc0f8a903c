import styled from 'styled-components';
import type { Column, SiteTemplate } from '../../../contract/homepage';
import { color, fontSize, media, radius, space } from '../../../ui/theme';
import { contentImageSrc, entranceHrefs, sitePageHref, usePublicSite } from '../publicSite';
import { SiteLink } from './SiteLink';

const StyledHeader = styled.header`
  background: ${color.primary};
  color: ${color.onPrimary};
`;

const StyledTop = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(4)} ${space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  flex-wrap: wrap;
  ${media.phone} {
    padding: ${space(3)};
  }
`;

const StyledBrand = styled.a`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  color: inherit;
  text-decoration: none;
  font-size: ${fontSize.xxl};
  font-weight: 600;
  img {
    height: 48px;
    width: auto;
  }
  ${media.phone} {
    font-size: ${fontSize.xl};
    img {
      height: 36px;
    }
  }
  &:focus-visible {
    outline: 2px solid ${color.onPrimary};
    outline-offset: 2px;
  }
`;

const StyledEntrances = styled.nav`
  display: flex;
  gap: ${space(2)};
  flex-wrap: wrap;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${space(3)};
    border: 1px solid ${color.onPrimary};
    border-radius: ${radius.round};
    color: ${color.onPrimary};
    text-decoration: none;
    font-size: ${fontSize.sm};
  }
  a:focus-visible {
    outline: 2px solid ${color.onPrimary};
    outline-offset: 2px;
  }
`;

const StyledNav = styled.nav`
  background: ${color.background};
  border-bottom: 1px solid ${color.border};
  ul {
    max-width: 1200px;
    margin: 0 auto;
    padding: 0 ${space(4)};
    display: flex;
    gap: ${space(1)};
    list-style: none;
    overflow-x: auto;
    ${media.phone} {
      padding: 0 ${space(2)};
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space(3)};
    white-space: nowrap;
    color: ${color.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${color.primaryText};
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export type SiteHeaderProps = {
  template: Pick<SiteTemplate, 'wzmc' | 'logo' | 'xxdm'>;
  columns: readonly Column[];
  /** The address shown (to mark the current navigation entry). */
  currentPath: string;
};

/** The site's name and logo, the entrances to the employer and student apps, and the navigation columns. */
export function SiteHeader({ template, columns, currentPath }: SiteHeaderProps) {
  const site = usePublicSite();
  const entrances = entranceHrefs(template.xxdm);
  // `/` is the main site's homepage: its 首页 entry is the current page there too.
  const current = currentPath === '/' ? site.base : currentPath;
  const nav = [
    { key: 'home', label: '首页', href: site.base },
    ...columns.map((column) => ({
      key: column.id,
      label: column.lmmc,
      href: `${sitePageHref(site, 'notices')}?lmid=${encodeURIComponent(column.id)}`,
    })),
    { key: 'zph', label: '招聘会', href: sitePageHref(site, 'fairs') },
    { key: 'xjh', label: '宣讲会', href: sitePageHref(site, 'talks') },
    { key: 'zpgg', label: '招聘公告', href: sitePageHref(site, 'announcements') },
    { key: 'zpgw', label: '招聘职位', href: sitePageHref(site, 'positions') },
    { key: 'search', label: '站内搜索', href: sitePageHref(site, 'search') },
  ];
  return (
    <StyledHeader data-ui="site-header">
      <StyledTop>
        <StyledBrand href={site.base}>
          {template.logo !== '' && <img src={contentImageSrc(template.logo)} alt="" />}
          <span>{template.wzmc}</span>
        </StyledBrand>
        <StyledEntrances aria-label="登录入口">
          <a href={entrances.employerLogin}>单位登录</a>
          <a href={entrances.employerRegister}>单位注册</a>
          <a href={entrances.studentLogin}>学生登录</a>
        </StyledEntrances>
      </StyledTop>
      <StyledNav aria-label="网站栏目">
        <ul>
          {nav.map((entry) => (
            <li key={entry.key}>
              <SiteLink
                to={entry.href}
                underline="hover"
                aria-current={entry.href === current ? 'page' : undefined}
              >
                {entry.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </StyledNav>
    </StyledHeader>
  );
}
