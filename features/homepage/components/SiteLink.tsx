import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Link as RouteLink } from 'wouter';
import { linkStyles, type LinkUnderline } from '../../../ui/Link/linkStyles';
import { isExternalHref } from '../publicSite';

/** The kit's link look (ui/Link) on the public site's own anchor, which wouter's Link renders. */
const StyledSiteLink = styled.a<{ $underline: LinkUnderline }>`
  ${linkStyles}
`;

export type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** A page of the public site (navigated without a page load), or any other address. */
  to: string;
  underline?: LinkUnderline;
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
