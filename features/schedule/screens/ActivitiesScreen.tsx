import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { activityKindName, type ActivityItem } from '../../../contract/activities';
import { chinaDate } from '../../../contract/chinaTime';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { searchWith } from '../../../app/review/listSearch';
import {
  activeActivityFilterCount,
  activityFiltersFromSearch,
  activitySearchChanges,
  siteActivityQuery,
} from '../activityFilters';
import { ActivityFilterForm } from '../components/ActivityFilterForm';
import { scheduleApi } from '../scheduleApi';
import { dayText, placeText, timeText } from '../scheduleDisplay';

const StyledName = styled.div`
  display: grid;
  gap: ${space(0.5)};
  min-width: 0;
`;

const StyledMuted = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;

const nameCell = (row: ActivityItem) => (
  <StyledName>
    <span>{row.bt}</span>
    <StyledMuted>{row.jbf}</StyledMuted>
  </StyledName>
);

const COLUMNS: TableColumn<ActivityItem>[] = [
  {
    key: 'lx',
    title: '类型',
    width: '96px',
    render: (row) => <Tag tone={row.lx === 'xjh' ? 'primary' : 'info'}>{activityKindName(row.lx)}</Tag>,
  },
  { key: 'bt', title: '活动', render: nameCell, hideInCards: true },
  { key: 'time', title: '时间', render: (row) => `${dayText(row.rq)} ${timeText(row)}` },
  { key: 'dd', title: '地点', render: placeText },
];

/**
 * Route hdxx (/dwsy/hdxx): the site's upcoming talks (and fairs once they are on the calendar), from
 * today unless dates are chosen, filtered by kind and keyword, paged; the filters live in the address.
 */
export default function ActivitiesScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const [today] = useState(() => chinaDate(Date.now()));
  const [search, setSearch] = useSearchParams();
  const filters = activityFiltersFromSearch(search);
  const query = siteActivityQuery(search);
  const list = scheduleApi.useSiteActivitiesQuery(query);
  const current = list.currentData;
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  const filtered = activeActivityFilterCount(filters) > 0;

  return (
    <PagePanel variant={variant}>
      <PageHeader>{!isPhone && <PageTitle>活动信息</PageTitle>}</PageHeader>
      <PageNote>本校近期的宣讲会等活动，默认显示今天及以后的活动。</PageNote>
      <ActivityFilterForm
        applied={filters}
        today={today}
        variant={variant}
        onApply={(next) => change(activitySearchChanges(next))}
      />
      {list.isError ? (
        <LoadFailure error={list.error} title="活动加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <div>
          <Table
            columns={COLUMNS}
            data={current?.records ?? []}
            rowKey={(row) => `${row.lx}-${row.id}`}
            caption="活动列表"
            captionHidden
            loading={list.isFetching}
            emptyText={filtered ? '没有符合条件的活动，试试放宽筛选条件' : '近期暂无活动'}
            variant={variant}
            phoneCards
            cardTitle={nameCell}
          />
          {current !== undefined && current.total > 0 && (
            <StyledFooter>
              <StyledMuted aria-live="polite">{`共 ${current.total} 项活动`}</StyledMuted>
              <Pagination
                page={query.page ?? 1}
                pageSize={query.size ?? DEFAULT_PAGE_SIZE}
                total={current.total}
                variant={variant}
                onChange={(page, size) =>
                  change({ page: String(page), size: size === DEFAULT_PAGE_SIZE ? null : String(size) })
                }
              />
            </StyledFooter>
          )}
        </div>
      )}
    </PagePanel>
  );
}
