import { useSearchParams } from 'react-router-dom';
import type { SchoolAppeal } from '../../../contract/dishonesty';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { SectionStack } from '../../../ui/Section';
import type { TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { searchWith } from '../../../app/review/listSearch';
import { QUEUE_KEYWORD_LIMIT } from '../../../app/review/reviewQueue';
import { QueueItemLink, ReviewQueue, stateColumn } from '../../../app/review/ReviewQueue';
import {
  APPEAL_PENDING_CODE,
  APPEAL_QUEUE_TABS,
  appealQueueQuery,
  appealStateDisplay,
  type AppealQueueQuery,
} from '../appealAdminRules';
import { appealItemPath } from '../appealAdminPages';
import { dishonestyAdminApi } from '../dishonestyAdminApi';

type Variant = 'desktop' | 'phone';

function Filters({
  query,
  onApply,
  variant,
}: {
  query: AppealQueueQuery;
  onApply: (keyword: string) => void;
  variant: Variant;
}) {
  const [keyword, setKeyword] = useFilterDraft(query.keyword);
  return (
    <FilterForm
      aria-label="筛选不诚信申诉"
      variant={variant}
      foldedLabel={query.keyword !== '' ? '筛选（已选 1 项）' : '筛选'}
      onSubmit={() => onApply(keyword.trim())}
      onReset={() => {
        setKeyword('');
        onApply('');
      }}
    >
      <FormField label="单位名称" layout="vertical" variant={variant}>
        <Input
          value={keyword}
          onChange={setKeyword}
          placeholder="单位名称"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

const COLUMNS: TableColumn<SchoolAppeal>[] = [
  {
    key: 'dwmc',
    title: '单位名称',
    render: (row) => <QueueItemLink to={appealItemPath(row.id)}>{row.dwmc}</QueueItemLink>,
  },
  { key: 'jl', title: '不诚信记录', render: (row) => `${row.jl.gzmc}（${row.jl.dxmc}）` },
  { key: 'wgrq', title: '违规日期', render: (row) => row.jl.wgrq },
  { key: 'ssly', title: '申诉理由', render: (row) => row.ssly },
  { key: 'fj', title: '附件', render: (row) => (row.fj.length === 0 ? '无' : `${row.fj.length}个`) },
  { key: 'sssj', title: '申诉时间', render: (row) => row.sssj.slice(0, 16) },
  stateColumn(appealStateDisplay),
];

/**
 * /mgrpage/bcxss: employers' appeals of their dishonesty records by state (待处理 first, oldest first),
 * found by employer name; each opens the record, the reason and evidence, and the answer.
 */
export default function AppealQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = appealQueueQuery(search);
  const list = dishonestyAdminApi.useSchoolAppealsQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <SectionStack data-ui="appeal-queue">
      <Filters query={query} variant={variant} onApply={(keyword) => change({ keyword })} />
      <ReviewQueue
        noun="不诚信申诉"
        tabs={APPEAL_QUEUE_TABS}
        pendingCode={APPEAL_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={query.keyword !== ''}
        rowName={(row) => row.dwmc}
        itemPath={appealItemPath}
        minWidth={1000}
        onChange={change}
        variant={variant}
      />
    </SectionStack>
  );
}
