import { css } from 'styled-components';
import { color, radius } from '../theme';

// The kit's link look, apart from Link.styles.ts, which also builds the router's link: the pages
// without the router (the light login, the public site) style their anchors with it too.

export type LinkUnderline = 'always' | 'hover';

export const linkStyles = css<{ $underline: LinkUnderline }>`
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
