import type { ComponentPropsWithRef } from 'react';
import type { To } from 'react-router-dom';
import { VisuallyHidden } from '../VisuallyHidden';
import { isExternalHref } from './isExternalHref';
import { StyledAnchor, StyledExternalIcon, StyledRouterLink, type LinkUnderline } from './Link.styles';

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** `always` (default) for links in running text; `hover` for links that stand alone, e.g. in a list. */
  underline?: LinkUnderline;
};

export type LinkProps = AnchorProps &
  (
    | {
        /** A route inside the app, navigated by the router without a page load. */
        to: To;
        replace?: boolean;
        state?: unknown;
        href?: never;
        external?: never;
      }
    | {
        /** A plain URL: a file, mailto:, or another site. */
        href: string;
        /** Opens in a new tab with a safe rel; detected from `href` (another origin) unless given. */
        external?: boolean;
        to?: never;
      }
  );

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

export function Link({ underline = 'always', children, ...props }: LinkProps) {
  if (props.to !== undefined) {
    return (
      <StyledRouterLink data-ui="link" $underline={underline} {...props}>
        {children}
      </StyledRouterLink>
    );
  }
  const { href, external, rel, ...anchorProps } = props;
  const opensElsewhere = external ?? isExternalHref(href, currentOrigin());
  if (!opensElsewhere) {
    return (
      <StyledAnchor data-ui="link" $underline={underline} href={href} rel={rel} {...anchorProps}>
        {children}
      </StyledAnchor>
    );
  }
  const safeRel = [...new Set([...(rel?.split(/\s+/) ?? []), 'noopener', 'noreferrer'])].join(' ').trim();
  return (
    <StyledAnchor
      data-ui="link"
      data-external=""
      $underline={underline}
      href={href}
      target="_blank"
      rel={safeRel}
      {...anchorProps}
    >
      {children}
      <StyledExternalIcon name="external-link" size="0.9em" />
      <VisuallyHidden>（在新窗口中打开）</VisuallyHidden>
    </StyledAnchor>
  );
}
