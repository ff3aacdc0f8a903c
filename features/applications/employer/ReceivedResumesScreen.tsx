import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { APPLICATION_EXPORT_LIMIT } from '../../../contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { chinaDate } from '../../../contract/chinaTime';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { modal } from '../../../ui/Modal';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import type { RowKey } from '../../../ui/Table';
import { Tabs } from '../../../ui/Tabs';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { usePageWithinTotal } from '../../../app/postings/useListAddress';
import { pageFromSearch, searchWith } from '../../../app/review/listSearch';
import { usePermissions } from '../../../app/api/session';
import { employerApplicationsApi } from '../employerApi';
import { AccessLogSection } from './components/AccessLogSection';
import { ApplicationFilters } from './components/ApplicationFilters';
import { ApplicationTable } from './components/ApplicationTable';
import {
  APPLICATION_STATE_TABS,
  activeFilterCount,
  applicationListQuery,
  applicationTabCount,
  filterChanges,
  filtersOf,
  queryOfFilters,
  resumeViewLink,
} from './applicationRules';
import { useApplicationActions } from './useApplicationActions';

const StyledCount = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
  color: ${color.textSecondary};
`;

const StyledExportNote = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

const StyledPage = styled.div`
  display: grid;
  gap: ${space(4)};
`;

/** The 全部 tab's key; the others are applicationWorkflow's state codes. */
const ALL = 'all';

/**
 * Route sddjl (/jlgl/sddjl): the applications to the employer's positions, with the count of each
 * state as tabs, filtered, sorted and paged by the server (the address keeps it all, so back, forward
 * and reload show the same list). Selected applications are marked 不合适 or invited to one interview
 * slot in bulk; the filtered list exports as .xlsx. The main account also sees the access log.
 */
export default function ReceivedResumesScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const notify = useNotify();
  const { isMain } = usePermissions();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => chinaDate(Date.now()));
  const filters = filtersOf(search);
  const query = applicationListQuery(search);
  const list = employerApplicationsApi.useListApplicationsQuery(query);
  const [exportList, exporting] = employerApplicationsApi.useExportApplicationsMutation();
  const [selected, setSelected] = useState<RowKey[]>([]);
  const queryKey = JSON.stringify(query);
  const [selectionFor, setSelectionFor] = useState(queryKey);
  // Another page or filter shows other rows: a selection never reaches beyond what is shown.
  if (selectionFor !== queryKey) {
    setSelectionFor(queryKey);
    setSelected([]);
  }
  const actions = useApplicationActions({ today, onDone: () => setSelected([]) });

  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  const changePage = (nextPage: number, nextSize: number) =>
    change({ page: String(nextPage), size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize) });
  const { page, size } = pageFromSearch(search);
  const current = list.currentData;
  const counts = current?.counts ?? list.data?.counts ?? {};
  usePageWithinTotal({ page, size }, current?.total, changePage);

  const records = current?.records ?? [];
  const selectedRows = records.filter((row) => selected.includes(row.id));
  const nothingYet =
    current !== undefined && applicationTabCount(counts, '') === 0 && activeFilterCount(filters) === 0;

  const exportFiltered = async () => {
    const total = current?.total ?? 0;
    if (
      total > APPLICATION_EXPORT_LIMIT &&
      !(await modal.confirm({
        title: '导出简历列表',
        content: `当前筛选结果共 ${total} 条，单次最多导出最新的 ${APPLICATION_EXPORT_LIMIT} 条。可以缩小筛选范围后分批导出。`,
        okText: `导出 ${APPLICATION_EXPORT_LIMIT} 条`,
      }))
    )
      return;
    try {
      const name = await exportList(queryOfFilters(filters)).unwrap();
      notify.success(`已导出 ${name}`);
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  let body;
  if (list.isError) {
    body = <LoadFailure error={list.error} title="简历列表加载失败" onRetry={() => void list.refetch()} />;
  } else if (nothingYet) {
    body = <Empty description="还没有收到简历。职位发布后，学生的投递会出现在这里" />;
  } else {
    body = (
      <>
        {actions.canManage && records.length > 0 && (
          <StyledToolbar role="group" aria-label="批量操作">
            <span aria-live="polite">{`已选 ${selected.length} 份`}</span>
            <Button
              disabled={selected.length === 0}
              loading={actions.busy === 'invite'}
              onClick={() => actions.run('invite', selectedRows)}
            >
              邀请面试
            </Button>
            <Button
              danger
              disabled={selected.length === 0}
              loading={actions.busy === 'reject'}
              onClick={() => actions.run('reject', selectedRows)}
            >
              不合适
            </Button>
          </StyledToolbar>
        )}
        <ApplicationTable
          records={records}
          loading={list.isFetching}
          variant={variant}
          emptyText={activeFilterCount(filters) > 0 ? '没有符合筛选条件的简历' : '该状态下暂无简历'}
          viewLink={(id) => resumeViewLink(id, search.toString())}
          selection={actions.canManage ? { keys: selected, onChange: setSelected } : undefined}
        />
        {current !== undefined && current.total > 0 && (
          <StyledFooter>
            <Pagination
              page={page}
              pageSize={size}
              total={current.total}
              variant={variant}
              showQuickJumper={!isPhone}
              onChange={changePage}
            />
          </StyledFooter>
        )}
      </>
    );
  }

  const activeKey = filters.zt === '' ? ALL : filters.zt;
  return (
    <StyledPage>
      <PagePanel variant={variant}>
        <PageHeader>
          {!isPhone && <PageTitle>收到的简历</PageTitle>}
          <Button
            icon={<Icon name="download" />}
            size={isPhone ? 'phone' : 'md'}
            block={isPhone}
            loading={exporting.isLoading}
            disabled={current === undefined || current.total === 0}
            onClick={() => void exportFiltered()}
          >
            导出
          </Button>
          <StyledExportNote>{`导出当前筛选结果，最多 ${APPLICATION_EXPORT_LIMIT} 条`}</StyledExportNote>
        </PageHeader>
        <ApplicationFilters
          applied={filters}
          today={today}
          variant={variant}
          onApply={(values) => change(filterChanges(values))}
        />
        <Tabs
          aria-label="简历状态"
          variant={variant}
          activeKey={activeKey}
          onChange={(key) => change({ zt: key === ALL ? null : key })}
          items={APPLICATION_STATE_TABS.map(({ code, label }) => {
            const key = code === '' ? ALL : code;
            return {
              key,
              label: (
                <>
                  {label} <StyledCount>{applicationTabCount(counts, code)}</StyledCount>
                </>
              ),
              children: key === activeKey ? body : null,
            };
          })}
        />
        {actions.dialogs}
      </PagePanel>
      {isMain && <AccessLogSection variant={variant} />}
    </StyledPage>
  );
}
