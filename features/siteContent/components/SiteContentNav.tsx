import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Link } from '../../../ui/Link';
import { color, fontWeight, radius, space } from '../../../ui/theme';
import { BANNERS_PAGE, LOOK_PAGE, NOTICES_PAGE, SITE_CONTENT_PAGE } from '../siteContentPages';

const PAGES = [
  { to: SITE_CONTENT_PAGE, label: '栏目与链接' },
  { to: BANNERS_PAGE, label: '轮播图' },
  { to: NOTICES_PAGE, label: '通知公告' },
  { to: LOOK_PAGE, label: '模板与标志' },
] as const;

const StyledNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space(1)} ${space(3)};
    border-radius: ${radius.md};
  }
  a[aria-current='page'] {
    background: ${color.primarySubtle};
    font-weight: ${fontWeight.bold};
  }
`;

/** The content pages of 网站内容, the current one marked. */
export function SiteContentNav() {
  const { pathname } = useLocation();
  const current = [...PAGES]
    .reverse()
    .find((page) => pathname.endsWith(page.to) || pathname.includes(`${page.to}/`));
  return (
    <StyledNav aria-label="网站内容">
      <ul>
        {PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} aria-current={current?.to === page.to ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </StyledNav>
  );
}
