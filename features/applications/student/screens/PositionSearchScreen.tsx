import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StudentPositionListItem } from '../../../../contract/applications';
import { StatusBadge } from '../../../../ui/Badge';
import { Link } from '../../../../ui/Link';
import { Pagination } from '../../../../ui/Pagination';
import { SectionStack } from '../../../../ui/Section';
import { Table, type TableColumn } from '../../../../ui/Table';
import { color, fontSize, space } from '../../../../ui/theme';
import { useAppSelector } from '../../../../app/api/hooks';
import { selectIsPhone } from '../../../../app/api/site';
import { LoadFailure } from '../../../../app/postings/LoadFailure';
import { searchWith } from '../../../../app/review/listSearch';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/paging';
import { applicationStateDisplay } from '../applicationDisplay';
import { PositionFilterForm } from '../components/PositionFilterForm';
import {
  activeFilterCount,
  filtersFromSearch,
  positionQuery,
  positionSummary,
  salaryText,
  searchChanges,
} from '../positionSearch';
import { studentApplicationsApi } from '../../studentApi';
import { positionPath } from '../studentLinks';

const StyledName = styled.div`
  display: grid;
  gap: ${space(0.5)};
  min-width: 0;
`;

const StyledMuted = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;

/** Whether I applied: my application's state in my wording, or 未申请. */
function AppliedState({ row }: { row: StudentPositionListItem }) {
  if (row.sqzt === '') return <StyledMuted>未申请</StyledMuted>;
  const display = applicationStateDisplay(row.sqzt);
  return <StatusBadge tone={display.tone}>{display.label}</StatusBadge>;
}

const nameCell = (row: StudentPositionListItem) => (
  <StyledName>
    <Link to={positionPath(row.id)} underline="hover">
      {row.zwmc}
    </Link>
    <StyledMuted>{positionSummary(row)}</StyledMuted>
  </StyledName>
);

const COLUMNS: TableColumn<StudentPositionListItem>[] = [
  { key: 'zwmc', title: '职位名称', render: nameCell, width: '26%', hideInCards: true },
  { key: 'dwmc', title: '用人单位', dataIndex: 'dwmc' },
  { key: 'salary', title: '薪资', render: (row) => <StyledNoWrap>{salaryText(row)}</StyledNoWrap> },
  { key: 'gzdqmc', title: '工作地点', render: (row) => row.gzdqmc || '—' },
  { key: 'jzrq', title: '截止日期', render: (row) => <StyledNoWrap>{row.jzrq || '—'}</StyledNoWrap> },
  { key: 'sqzt', title: '申请状态', render: (row) => <AppliedState row={row} /> },
];

/**
 * 职位搜索 (/zpgw): the published positions of the student's school, newest first, filtered by keyword,
 * category, nature, city, education and salary (kept in the page address), each with whether I applied.
 */
export default function PositionSearchScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = positionQuery(search);
  const list = studentApplicationsApi.useStudentPositionsQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  const current = list.currentData;
  const filtered = activeFilterCount(filters) > 0;

  return (
    <SectionStack data-ui="student-position-search">
      <PositionFilterForm
        applied={filters}
        variant={variant}
        onApply={(next) => change(searchChanges(next))}
      />
      {list.isError ? (
        <LoadFailure error={list.error} title="职位加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <div>
          <Table
            columns={COLUMNS}
            data={current?.records ?? []}
            rowKey="id"
            caption="职位列表"
            captionHidden
            loading={list.isFetching}
            emptyText={filtered ? '没有符合条件的职位，试试放宽筛选条件' : '本校暂时没有正在招聘的职位'}
            variant={variant}
            phoneCards
            minWidth={880}
            cardTitle={nameCell}
          />
          {current !== undefined && current.total > 0 && (
            <StyledFooter>
              <StyledMuted aria-live="polite">{`共 ${current.total} 个职位`}</StyledMuted>
              <Pagination
                page={query.page ?? 1}
                pageSize={query.size ?? DEFAULT_PAGE_SIZE}
                total={current.total}
                variant={variant}
                showQuickJumper={variant === 'desktop'}
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
