import type { KeyboardEventHandler, MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';

/** What a navigation component hands to a link renderer; spread it all onto the rendered anchor. */
export type NavLinkProps = {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
};

/**
 * Renders one navigation link. SideNav, TabBar and Breadcrumb style the anchor through their own
 * markup, so a custom renderer only has to put the props on an <a> (react-router's NavLink, an
 * external anchor, a link that opens a questionnaire first …).
 */
export type RenderLink = (props: NavLinkProps) => ReactNode;

function PlainLink({ href, ...rest }: NavLinkProps) {
  return <a href={href} {...rest} />;
}

function DefaultLink(props: NavLinkProps) {
  // Inside a router the link navigates without a page load and honours the router's basename
  // (/dwpage/); outside one (a static page, a test) it is a plain anchor.
  const { href, ...rest } = props;
  return useInRouterContext() ? <RouterLink to={href} {...rest} /> : <PlainLink {...props} />;
}

export const defaultRenderLink: RenderLink = (props) => <DefaultLink {...props} />;
