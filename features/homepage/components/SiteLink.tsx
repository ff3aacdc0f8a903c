import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Link as RouteLink } from 'wouter';
import { color, radius } from '../../../ui/theme';
import { isExternalHref } from '../publicSite';

type Underline = 'always' | 'hover';

/**
 * The kit's link look (ui/Link) on the public site's own anchor: the kit's module also builds its
 * react-router link, which would bring that router into every public page.
 */
const StyledSiteLink = styled.a<{ $underline: Underline }>`
  display: inline;
  color: ${color.primaryText};
  border-radius: ${radius.sm};
  cursor: pointer;
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

export type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** A page of the public site (navigated without a page load), or any other address. */
  to: string;
  underline?: Underline;
};

/** A link of the public site: its own pages in place, other addresses as they are. */
export function SiteLink({ to, underline = 'always', ...props }: SiteLinkProps) {
  if (isExternalHref(to))
    return <StyledSiteLink data-ui="link" $underline={underline} href={to} {...props} />;
  // The router's link puts the address and the in-place navigation on the anchor.
  return (
    <RouteLink href={to} asChild>
      <StyledSiteLink data-ui="link" $underline={underline} {...props} />
    </RouteLink>
  );
}
