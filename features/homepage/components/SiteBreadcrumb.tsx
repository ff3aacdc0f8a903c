import { Link as RouteLink } from 'wouter';
import {
  StyledBreadcrumb,
  StyledBreadcrumbItem,
  StyledBreadcrumbList,
  StyledSeparator,
} from '../../../ui/Breadcrumb/Breadcrumb.styles';

/**
 * The kit's breadcrumb with the public site's links (the kit's own renders react-router's, which the
 * public site does without): the list, then the current page.
 */
export function SiteBreadcrumb({
  list,
  current,
}: {
  list: { title: string; href: string };
  current: string;
}) {
  return (
    <StyledBreadcrumb data-ui="breadcrumb" aria-label="面包屑">
      <StyledBreadcrumbList>
        <StyledBreadcrumbItem>
          <RouteLink href={list.href}>{list.title}</RouteLink>
          <StyledSeparator aria-hidden="true">/</StyledSeparator>
        </StyledBreadcrumbItem>
        <StyledBreadcrumbItem>
          <span aria-current="page">{current}</span>
        </StyledBreadcrumbItem>
      </StyledBreadcrumbList>
    </StyledBreadcrumb>
  );
}
