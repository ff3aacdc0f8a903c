import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { color, radius, space } from '../theme';

export type LinkUnderline = 'always' | 'hover';

const linkStyles = css<{ $underline: LinkUnderline }>`
  /* Inline, so a link inside a sentence wraps with it. */
  display: inline;
  color: ${color.primaryText};
  border-radius: ${radius.sm};
  cursor: pointer;
  /* Underlined by default, so a link inside text is told apart by more than its colour. */
  text-decoration: ${({ $underline }) => ($underline === 'always' ? 'underline' : 'none')};
  text-underline-offset: 3px;

  &:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledAnchor = styled.a<{ $underline: LinkUnderline }>`
  ${linkStyles}
`;

export const StyledExternalIcon = styled(Icon)`
  margin-left: ${space(1)};
`;

export const StyledRouterLink = styled(RouterLink)<{ $underline: LinkUnderline }>`
  ${linkStyles}
`;
