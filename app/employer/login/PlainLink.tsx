import type { ReactNode } from 'react';
import styled from 'styled-components';
import { linkStyles, type LinkUnderline } from '../../../ui/Link/linkStyles';

/** The app's address base: the light page leaves by loading the app's page. */
export const APP_BASE = '/dwpage';

/** The kit's link look (ui/Link, underline on hover) on a plain anchor: this page has no router. */
const StyledPlainLink = styled.a<{ $underline: LinkUnderline }>`
  ${linkStyles}
`;

/** A link to an app page (path without /dwpage), followed by a page load. */
export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledPlainLink data-ui="link" $underline="hover" href={`${APP_BASE}${to}`}>
      {children}
    </StyledPlainLink>
  );
}
