import styled from 'styled-components';
import type { StudentApplicationItem } from '../../../../contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/paging';
import { StatusBadge } from '../../../../ui/Badge';
import { FormField } from '../../../../ui/Form';
import { Link } from '../../../../ui/Link';
import { Pagination } from '../../../../ui/Pagination';
import { Select } from '../../../../ui/Select';
import { Table, type TableColumn } from '../../../../ui/Table';
import { color, fontSize, space } from '../../../../ui/theme';
import { LoadFailure } from '../../../../app/postings/LoadFailure';
import { oneOf, pageFromSearch } from '../../../../app/review/listSearch';
import { APPLICATION_STATE_FILTERS, applicationStateDisplay, interviewLines } from '../applicationDisplay';
import { studentApplicationsApi } from '../../studentApi';
import { positionSearchPath, withOpenApplication } from '../studentLinks';

const StyledToolbar = styled.div`
  max-width: 240px;
  margin-bottom: ${space(4)};
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
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

const STATE_CODES = APPLICATION_STATE_FILTERS.map((state) => state.code);
const STATE_OPTIONS = APPLICATION_STATE_FILTERS.map((state) => ({ value: state.code, label: state.label }));

export type ApplicationListProps = {
  search: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  variant: 'desktop' | 'phone';
};

/** 我的申请: my applications newest first, by state, each opening its detail (?id=) beside the list. */
export function ApplicationList({ search, onChange, variant }: ApplicationListProps) {
  const zt = oneOf(search.get('zt'), STATE_CODES, '');
  const { page, size } = pageFromSearch(search);
  const list = studentApplicationsApi.useMyApplicationsQuery({ page, size, ...(zt === '' ? {} : { zt }) });
  const current = list.currentData;

  const nameCell = (row: StudentApplicationItem) => (
    <Link to={{ search: withOpenApplication(search, row.id) }} underline="hover">
      {row.zwmc}
    </Link>
  );
  const columns: TableColumn<StudentApplicationItem>[] = [
    { key: 'zwmc', title: '申请职位', render: nameCell, hideInCards: true },
    { key: 'dwmc', title: '用人单位', dataIndex: 'dwmc' },
    {
      key: 'zt',
      title: '状态',
      render: (row) => {
        const display = applicationStateDisplay(row.zt);
        return <StatusBadge tone={display.tone}>{row.ztmc || display.label}</StatusBadge>;
      },
    },
    {
      key: 'ms',
      title: '面试安排',
      render: (row) => {
        if (row.ms === null) return <StyledMuted>—</StyledMuted>;
        const lines = interviewLines(row.ms);
        return <StyledNoWrap>{`${lines.when} ${lines.mode}`}</StyledNoWrap>;
      },
    },
    { key: 'tdsj', title: '投递时间', render: (row) => <StyledNoWrap>{row.tdsj.slice(0, 16)}</StyledNoWrap> },
  ];

  const empty =
    zt === '' ? (
      <>
        还没有申请过职位，<Link to={positionSearchPath}>去职位搜索</Link>看看吧
      </>
    ) : (
      '该状态下没有申请'
    );

  return (
    <div>
      <StyledToolbar>
        <FormField label="申请状态" layout="vertical" variant={variant}>
          <Select
            options={STATE_OPTIONS}
            value={zt === '' ? null : zt}
            onChange={(next) => onChange({ zt: next })}
            placeholder="全部"
            clearable
          />
        </FormField>
      </StyledToolbar>
      {list.isError ? (
        <LoadFailure error={list.error} title="申请加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Table
            columns={columns}
            data={current?.records ?? []}
            rowKey="id"
            caption="我的申请列表"
            captionHidden
            loading={list.isFetching}
            emptyText={empty}
            variant={variant}
            phoneCards
            minWidth={760}
            cardTitle={nameCell}
          />
          {current !== undefined && current.total > 0 && (
            <StyledFooter>
              <Pagination
                page={page}
                pageSize={size}
                total={current.total}
                variant={variant}
                onChange={(nextPage, nextSize) =>
                  onChange({
                    page: String(nextPage),
                    size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
                  })
                }
              />
            </StyledFooter>
          )}
        </>
      )}
    </div>
  );
}
