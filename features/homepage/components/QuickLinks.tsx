import styled from 'styled-components';
import type { SiteLink } from '../../../contract/homepage';
import { color, fontSize, radius, space } from '../../../ui/theme';

const StyledLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: ${space(2)};
    border-radius: ${radius.md};
    background: ${color.primarySubtle};
    color: ${color.primaryText};
    font-size: ${fontSize.md};
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

/** 快捷导航 (getKjdh): the school's most used addresses as large targets. */
export function QuickLinks({ links }: { links: readonly SiteLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label="快捷导航">
      <StyledLinks>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.lj}>{link.mc}</a>
          </li>
        ))}
      </StyledLinks>
    </nav>
  );
}
