import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { color, fontSize, media, space } from '../../../ui/theme';
import { ItemList, type ListItem } from './ItemList';

export const StyledPage = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(4)};
  ${media.phone} {
    padding: ${space(3)};
  }
  h1 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize.xl};
    color: ${color.text};
  }
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

/** The list's page and keyword, kept in the address so a list can be linked and reloaded. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const keyword = params.get('keyword') ?? '';
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    setParams(next);
  };
  return { params, page, keyword, update };
}

export type ListPageProps = {
  title: string;
  searchLabel: string;
  items: readonly ListItem[] | undefined;
  total: number;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  isPhone: boolean;
  /** Filters beside the search (a column's select). */
  filters?: ReactNode;
};

/** A list page of the public site: its heading, search, filters, items and pages. */
export function ListPage({
  title,
  searchLabel,
  items,
  total,
  loading,
  failed,
  emptyText,
  isPhone,
  filters,
}: ListPageProps) {
  const { page, keyword, update } = useListParams();
  return (
    <StyledPage>
      <h1>{title}</h1>
      <StyledBar>
        <SearchBox
          value={keyword}
          onSearch={(next) => update({ keyword: next, page: null })}
          label={searchLabel}
        />
        {filters}
      </StyledBar>
      <ItemList
        items={items}
        loading={loading}
        failed={failed}
        emptyText={keyword === '' ? emptyText : '没有找到相关内容'}
      />
      {total > DEFAULT_PAGE_SIZE && (
        <Pagination
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={total}
          onChange={(next) => update({ page: String(next) })}
          variant={isPhone ? 'phone' : 'desktop'}
          aria-label={`${title}分页`}
        />
      )}
    </StyledPage>
  );
}
