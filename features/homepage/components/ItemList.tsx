import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../../../ui/Empty';
import { Skeleton } from '../../../ui/Skeleton';
import { color, fontSize, space } from '../../../ui/theme';
import { SiteLink } from './SiteLink';

export type ListItem = { key: string; href: string; title: string; meta: readonly string[]; tag?: ReactNode };

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(3)};
  padding: ${space(2)} 0;
  border-bottom: 1px solid ${color.border};
  &:last-child {
    border-bottom: 0;
  }
  a {
    flex: 1 1 16em;
    min-width: 0;
    font-size: ${fontSize.md};
  }
`;

/** An item's facts kept together: on a narrow screen they wrap under the title as one line. */
const StyledMetas = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(3)};
  max-width: 100%;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

/** One fact on one line; a long one (a search hit's snippet) ends in an ellipsis, never overflows. */
const StyledMeta = styled.span`
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export type ItemListProps = {
  items: readonly ListItem[] | undefined;
  loading: boolean;
  /** Set when the call failed: the list says so instead of pretending to be empty. */
  failed: boolean;
  /** What the empty list says (暂无通知公告). */
  emptyText: string;
};

/** A block's or page's items as links with their dates and places; loading, failed and empty said plainly. */
export function ItemList({ items, loading, failed, emptyText }: ItemListProps) {
  if (loading) return <Skeleton rows={4} />;
  if (failed) return <Empty compact description="暂时无法获取，请稍后再试" />;
  if (items === undefined || items.length === 0) return <Empty compact description={emptyText} />;
  return (
    <StyledList>
      {items.map((item) => (
        <StyledItem key={item.key}>
          {item.tag}
          <SiteLink to={item.href} underline="hover">
            {item.title}
          </SiteLink>
          <StyledMetas>
            {item.meta
              .filter((text) => text !== '')
              .map((text) => (
                <StyledMeta key={text}>{text}</StyledMeta>
              ))}
          </StyledMetas>
        </StyledItem>
      ))}
    </StyledList>
  );
}
