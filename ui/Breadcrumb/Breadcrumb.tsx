import { defaultRenderLink, type RenderLink } from '../Layout';
import {
  StyledBreadcrumb,
  StyledBreadcrumbItem,
  StyledBreadcrumbList,
  StyledSeparator,
} from './Breadcrumb.styles';

export type BreadcrumbItem = {
  label: string;
  /** Route path of the ancestor; the last item is the current page and is never a link. */
  href?: string;
};

export type BreadcrumbProps = {
  items: readonly BreadcrumbItem[];
  renderLink?: RenderLink;
  className?: string;
};

/** Where the current page sits: 首页 / 招聘信息 / 职位管理. */
export function Breadcrumb({ items, renderLink = defaultRenderLink, className }: BreadcrumbProps) {
  return (
    <StyledBreadcrumb data-ui="breadcrumb" aria-label="面包屑" className={className}>
      <StyledBreadcrumbList>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <StyledBreadcrumbItem key={`${index}-${item.label}`}>
              {isCurrent ? (
                <span aria-current="page">{item.label}</span>
              ) : item.href ? (
                renderLink({ href: item.href, children: item.label })
              ) : (
                <span>{item.label}</span>
              )}
              {!isCurrent && <StyledSeparator aria-hidden="true">/</StyledSeparator>}
            </StyledBreadcrumbItem>
          );
        })}
      </StyledBreadcrumbList>
    </StyledBreadcrumb>
  );
}
