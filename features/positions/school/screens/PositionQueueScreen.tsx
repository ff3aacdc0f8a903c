import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { JOB_CATEGORIES, JOB_NATURES } from '../../../../contract/codeLists';
import { consolePages } from '../../../../contract/console';
import type { SchoolPositionListItem } from '../../../../contract/positions';
import { Button } from '../../../../ui/Button';
import { Checkbox } from '../../../../ui/Checkbox';
import { FilterForm, FilterInline, useFilterDraft } from '../../../../ui/FilterForm';
import { FormField } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { Modal, modal } from '../../../../ui/Modal';
import { SectionStack } from '../../../../ui/Section';
import { Select } from '../../../../ui/Select';
import type { RowKey, TableColumn } from '../../../../ui/Table';
import { color, fontSize, fontWeight, space } from '../../../../ui/theme';
import { apiErrorMessage } from '../../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../../app/api/hooks';
import { searchWith } from '../../../../app/review/listSearch';
import { postingStateDisplay } from '../../../../app/review/reviewDisplay';
import {
  POSTING_PENDING_CODE,
  POSTING_QUEUE_TABS,
  QUEUE_KEYWORD_LIMIT,
} from '../../../../app/review/reviewQueue';
import { QueueItemLink, ReviewQueue, stateColumn } from '../../../../app/review/ReviewQueue';
import { selectIsPhone } from '../../../../app/api/site';
import { schoolPositionsApi } from '../schoolPositionsApi';
import {
  bulkPassOutcome,
  categoryLabel,
  isBulkSelectable,
  isFiltered,
  natureLabel,
  positionQueueQuery,
  salaryText,
  type BulkPassOutcome,
  type PositionQueueQuery,
} from '../schoolPositionRules';

const StyledBulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  color: ${color.textSecondary};
`;

const StyledFailures = styled.ul`
  margin: ${space(2)} 0 0;
  padding-left: ${space(5)};

  strong {
    font-weight: ${fontWeight.medium};
  }
  span {
    color: ${color.danger};
  }
`;

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
`;

const NATURE_OPTIONS = JOB_NATURES.map((item) => ({ value: item.code, label: item.label }));
const CATEGORY_OPTIONS = JOB_CATEGORIES.map((item) => ({ value: item.code, label: item.label }));

type FilterValues = { keyword: string; gzxz: string | null; zwlb: string | null; flagged: boolean };

const filtersOf = (query: PositionQueueQuery): FilterValues => ({
  keyword: query.keyword,
  gzxz: query.gzxz ?? null,
  zwlb: query.zwlb ?? null,
  flagged: query.flagged === '1',
});

const CLEARED: FilterValues = { keyword: '', gzxz: null, zwlb: null, flagged: false };

function Filters({
  query,
  onApply,
  variant,
}: {
  query: PositionQueueQuery;
  onApply: (values: FilterValues) => void;
  variant: 'desktop' | 'phone';
}) {
  const applied = filtersOf(query);
  const [values, setValues] = useFilterDraft(applied);
  const set = (changes: Partial<FilterValues>) => setValues((current) => ({ ...current, ...changes }));
  const activeCount = [applied.keyword !== '', applied.gzxz, applied.zwlb, applied.flagged].filter(
    Boolean,
  ).length;
  return (
    <FilterForm
      aria-label="筛选职位"
      variant={variant}
      foldedLabel={activeCount > 0 ? `筛选（已选 ${activeCount} 项）` : '筛选'}
      onSubmit={() => onApply({ ...values, keyword: values.keyword.trim() })}
      onReset={() => {
        setValues(CLEARED);
        onApply(CLEARED);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => set({ keyword })}
          placeholder="职位或单位名称"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
      <FormField label="工作性质" layout="vertical" variant={variant}>
        <Select
          options={NATURE_OPTIONS}
          value={values.gzxz}
          onChange={(gzxz) => set({ gzxz })}
          placeholder="全部"
          clearable
        />
      </FormField>
      <FormField label="职位类别" layout="vertical" variant={variant}>
        <Select
          options={CATEGORY_OPTIONS}
          value={values.zwlb}
          onChange={(zwlb) => set({ zwlb })}
          placeholder="全部"
          searchable
          clearable
        />
      </FormField>
      <FilterInline>
        <Checkbox checked={values.flagged} onChange={(flagged) => set({ flagged })} variant={variant}>
          仅看有内容提示的
        </Checkbox>
      </FilterInline>
    </FilterForm>
  );
}

function BulkPassResultDialog({
  outcome,
  onClose,
  variant,
}: {
  outcome: BulkPassOutcome | null;
  onClose: () => void;
  variant: 'desktop' | 'phone';
}) {
  return (
    <Modal
      open={outcome !== null}
      title="批量通过结果"
      icon={outcome !== null && outcome.failures.length > 0 ? 'warning' : 'success'}
      okText="知道了"
      showCancel={false}
      onOk={onClose}
      onCancel={onClose}
      variant={variant}
    >
      {outcome !== null && (
        <>
          <StyledSummary>{`已通过 ${outcome.passed} 个职位`}</StyledSummary>
          {outcome.failures.length > 0 && (
            <>
              <p>{`以下 ${outcome.failures.length} 个职位未通过：`}</p>
              <StyledFailures aria-label="未通过的职位">
                {outcome.failures.map((failure) => (
                  <li key={failure.id}>
                    <strong>{failure.name}</strong>：<span>{failure.message}</span>
                  </li>
                ))}
              </StyledFailures>
            </>
          )}
        </>
      )}
    </Modal>
  );
}

const itemPath = (id: string) => `${consolePages.positions}/${encodeURIComponent(id)}`;

const COLUMNS: TableColumn<SchoolPositionListItem>[] = [
  {
    key: 'zwmc',
    title: '职位名称',
    render: (row) => (
      <QueueItemLink to={itemPath(row.id)} flagged={row.flags.length > 0}>
        {row.zwmc}
      </QueueItemLink>
    ),
  },
  { key: 'dwmc', title: '单位名称', dataIndex: 'dwmc' },
  { key: 'gzxz', title: '工作性质', render: (row) => natureLabel(row.gzxz) },
  { key: 'zwlb', title: '职位类别', render: (row) => categoryLabel(row.zwlb) },
  { key: 'salary', title: '薪资', render: (row) => salaryText(row) },
  { key: 'gzdqmc', title: '工作地点', render: (row) => row.gzdqmc || '—' },
  { key: 'jzrq', title: '截止日期', dataIndex: 'jzrq' },
  { key: 'tjsj', title: '提交时间', render: (row) => row.tjsj || '—' },
  stateColumn(postingStateDisplay),
];

/**
 * /mgrpage/zpgw: the site's positions by state (pending first, oldest submission first), filtered by
 * keyword, nature, category and the content check; pending ones can be passed in bulk.
 */
export default function PositionQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = positionQueueQuery(search);
  const list = schoolPositionsApi.useSchoolPositionListQuery(query);
  const [bulkPass, bulkPassState] = schoolPositionsApi.useBulkPassPositionsMutation();
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [outcome, setOutcome] = useState<BulkPassOutcome | null>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const queryKey = JSON.stringify(query);
  const [selectionFor, setSelectionFor] = useState(queryKey);
  // Another page or filter shows other rows: a selection never reaches beyond what is shown.
  if (selectionFor !== queryKey) {
    setSelectionFor(queryKey);
    setSelected([]);
  }

  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  const rows = list.data?.records ?? [];
  const pending = query.zt === POSTING_PENDING_CODE;

  const passSelected = async () => {
    const ids = selected.map(String);
    const confirmed = await modal.confirm({
      title: '批量通过',
      content: `确定通过选中的 ${ids.length} 个职位吗？通过后将立即发布。`,
      okText: '确认通过',
    });
    if (!confirmed) return;
    setBulkError(null);
    try {
      setOutcome(bulkPassOutcome(await bulkPass({ ids }).unwrap(), rows));
      setSelected([]);
    } catch (error) {
      setBulkError(apiErrorMessage(error));
    }
  };

  return (
    <SectionStack data-ui="position-queue">
      <Filters
        query={query}
        variant={variant}
        onApply={(values) =>
          change({
            keyword: values.keyword,
            gzxz: values.gzxz,
            zwlb: values.zwlb,
            flagged: values.flagged ? '1' : null,
          })
        }
      />
      <ReviewQueue
        noun="职位"
        tabs={POSTING_QUEUE_TABS}
        pendingCode={POSTING_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={isFiltered(query)}
        rowName={(row) => row.zwmc}
        itemPath={itemPath}
        minWidth={960}
        onChange={change}
        variant={variant}
        toolbar={
          pending &&
          rows.length > 0 && (
            <StyledBulkBar>
              <span aria-live="polite">{`已选 ${selected.length} 个职位`}</span>
              <Button
                variant="primary"
                disabled={selected.length === 0}
                loading={bulkPassState.isLoading}
                onClick={() => void passSelected()}
              >
                批量通过
              </Button>
              {bulkError !== null && <span role="alert">{bulkError}</span>}
            </StyledBulkBar>
          )
        }
        rowSelection={
          pending
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys),
                isSelectable: isBulkSelectable,
                rowLabel: (row) => `选择 ${row.zwmc}`,
              }
            : undefined
        }
      />
      <BulkPassResultDialog outcome={outcome} onClose={() => setOutcome(null)} variant={variant} />
    </SectionStack>
  );
}
