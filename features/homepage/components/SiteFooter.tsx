import styled from 'styled-components';
import type { SiteLink, SiteTemplate } from '../../../contract/homepage';
import { color, fontSize, space } from '../../../ui/theme';

const StyledFooter = styled.footer`
  margin-top: ${space(6)};
  background: #1f2329;
  color: #e5e6eb;
  font-size: ${fontSize.sm};
  a {
    color: #e5e6eb;
  }
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

const StyledInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(5)} ${space(4)};
  display: grid;
  gap: ${space(3)};
  p {
    margin: 0;
  }
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  border-bottom: 1px solid ${color.borderStrong};
  padding-bottom: ${space(3)};
`;

/** 友情链接 and the site's address, telephone and copyright (getYqlj, getWzmb). */
export function SiteFooter({ template, links }: { template: SiteTemplate; links: readonly SiteLink[] }) {
  return (
    <StyledFooter data-ui="site-footer">
      <StyledInner>
        {links.length > 0 && (
          <nav aria-label="友情链接">
            <StyledLinks>
              {links.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.lj}
                    rel="noopener noreferrer"
                    target={link.lj.startsWith('/') ? undefined : '_blank'}
                  >
                    {link.mc}
                  </a>
                </li>
              ))}
            </StyledLinks>
          </nav>
        )}
        <p>{template.wzmc}</p>
        {template.dz !== '' && <p>地址：{template.dz}</p>}
        {template.dh !== '' && <p>电话：{template.dh}</p>}
        {template.bq !== '' && <p>{template.bq}</p>}
      </StyledInner>
    </StyledFooter>
  );
}
