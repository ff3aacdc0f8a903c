import styled from 'styled-components';
import { color, fontSize, radius, space } from '../theme';

export const StyledBreadcrumb = styled.nav`
  font-size: ${fontSize.md};
  color: ${color.textSecondary};
`;

export const StyledBreadcrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledBreadcrumbItem = styled.li`
  display: inline-flex;
  align-items: center;
  & > a {
    color: ${color.textSecondary};
    text-decoration: none;
    border-radius: ${radius.sm};
  }
  & > a:hover {
    color: ${color.primaryText};
    text-decoration: underline;
  }
  & > a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
  & > [aria-current='page'] {
    color: ${color.text};
  }
`;

export const StyledSeparator = styled.span`
  margin: 0 ${space(2)};
  color: ${color.textDisabled};
`;
