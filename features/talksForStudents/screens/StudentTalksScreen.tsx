import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StudentTalkItem } from '../../../contract/activities';
import { chinaDate } from '../../../contract/chinaTime';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { StatusBadge } from '../../../ui/Badge';
import { Link } from '../../../ui/Link';
import { Pagination } from '../../../ui/Pagination';
import { SectionStack } from '../../../ui/Section';
import { Table, type TableColumn } from '../../../ui/Table';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { searchWith } from '../../../app/review/listSearch';
import { TalkFilterForm } from '../components/TalkFilterForm';
import { studentTalksApi } from '../studentTalksApi';
import { hasStarted, placeOf, signUpDisplay, talkPath, whenText } from '../talkDisplay';
import {
  activeTalkFilterCount,
  studentTalkQuery,
  talkFiltersFromSearch,
  talkSearchChanges,
} from '../talkSearch';

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

const nameCell = (row: StudentTalkItem) => (
  <StyledName>
    <Link to={talkPath(row.id)} underline="hover">
      {row.bt}
    </Link>
    <StyledMuted>{row.jbf}</StyledMuted>
  </StyledName>
);

function columns(now: number): TableColumn<StudentTalkItem>[] {
  return [
    { key: 'bt', title: '宣讲会', render: nameCell, width: '34%', hideInCards: true },
    { key: 'time', title: '时间', render: whenText },
    { key: 'dd', title: '地点', render: placeOf },
    {
      key: 'bm',
      title: '报名',
      render: (row) => {
        const display = signUpDisplay(row.bm, row.ybm, hasStarted(row, now));
        return <StatusBadge tone={display.tone}>{display.label}</StatusBadge>;
      },
    },
  ];
}

/**
 * 宣讲会 (/xjh): the passed talks of the student's school from today on (or between chosen dates),
 * searchable and paged, each with its sign-up (mine, seats left, full).
 */
export default function StudentTalksScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [now] = useState(() => Date.now());
  const [search, setSearch] = useSearchParams();
  const filters = talkFiltersFromSearch(search);
  const query = studentTalkQuery(search);
  const list = studentTalksApi.useStudentTalksQuery(query);
  const current = list.currentData;
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));

  return (
    <SectionStack data-ui="student-talks">
      <TalkFilterForm
        applied={filters}
        today={chinaDate(now)}
        variant={variant}
        onApply={(next) => change(talkSearchChanges(next))}
      />
      {list.isError ? (
        <LoadFailure error={list.error} title="宣讲会加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <div>
          <Table
            columns={columns(now)}
            data={current?.records ?? []}
            rowKey="id"
            caption="宣讲会列表"
            captionHidden
            loading={list.isFetching}
            emptyText={
              activeTalkFilterCount(filters) > 0 ? '没有符合条件的宣讲会，试试放宽筛选条件' : '近期暂无宣讲会'
            }
            variant={variant}
            phoneCards
            cardTitle={nameCell}
          />
          {current !== undefined && current.total > 0 && (
            <StyledFooter>
              <StyledMuted aria-live="polite">{`共 ${current.total} 场宣讲会`}</StyledMuted>
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
    </SectionStack>
  );
}
