import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius } from '../../../ui/theme';

/** The app's address base: the light page leaves by loading the app's page. */
export const APP_BASE = '/dwpage';

// The kit's Link (ui/Link) with underline="hover", as a plain anchor: the kit's module also defines
// its router link, and with it would bring react-router to this page.
const StyledPlainLink = styled.a`
  display: inline;
  color: ${color.primaryText};
  border-radius: ${radius.sm};
  cursor: pointer;
  text-decoration: none;
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

/** A link to an app page (path without /dwpage), followed by a page load. */
export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledPlainLink data-ui="link" href={`${APP_BASE}${to}`}>
      {children}
    </StyledPlainLink>
  );
}
