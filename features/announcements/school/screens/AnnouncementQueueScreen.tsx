import { useSearchParams } from 'react-router-dom';
import type { SchoolAnnouncementListItem } from '../../../../contract/announcements';
import { consolePages } from '../../../../contract/console';
import { Checkbox } from '../../../../ui/Checkbox';
import { FilterForm, FilterInline, useFilterDraft } from '../../../../ui/FilterForm';
import { FormField } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { SectionStack } from '../../../../ui/Section';
import type { TableColumn } from '../../../../ui/Table';
import { useAppSelector } from '../../../../app/api/hooks';
import { searchWith } from '../../../../app/review/listSearch';
import { periodText, postingStateDisplay } from '../../../../app/review/reviewDisplay';
import {
  POSTING_PENDING_CODE,
  POSTING_QUEUE_TABS,
  QUEUE_KEYWORD_LIMIT,
} from '../../../../app/review/reviewQueue';
import { QueueItemLink, ReviewQueue, stateColumn } from '../../../../app/review/ReviewQueue';
import { selectIsPhone } from '../../../../app/api/site';
import { schoolAnnouncementsApi } from '../schoolAnnouncementsApi';
import { announcementQueueQuery, type AnnouncementQueueQuery } from '../schoolAnnouncementRules';

const itemPath = (id: string) => `${consolePages.announcements}/${encodeURIComponent(id)}`;

type FilterValues = { keyword: string; flagged: boolean };

function Filters({
  query,
  onApply,
  variant,
}: {
  query: AnnouncementQueueQuery;
  onApply: (values: FilterValues) => void;
  variant: 'desktop' | 'phone';
}) {
  const [values, setValues] = useFilterDraft<FilterValues>({
    keyword: query.keyword,
    flagged: query.flagged === '1',
  });
  return (
    <FilterForm
      aria-label="筛选公告"
      fieldWidth={280}
      variant={variant}
      onSubmit={() => onApply({ ...values, keyword: values.keyword.trim() })}
      onReset={() => {
        const cleared = { keyword: '', flagged: false };
        setValues(cleared);
        onApply(cleared);
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={values.keyword}
          onChange={(keyword) => setValues((current) => ({ ...current, keyword }))}
          placeholder="公告标题或单位名称"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
      <FilterInline>
        <Checkbox
          checked={values.flagged}
          onChange={(flagged) => setValues((current) => ({ ...current, flagged }))}
          variant={variant}
        >
          仅看有内容提示的
        </Checkbox>
      </FilterInline>
    </FilterForm>
  );
}

const COLUMNS: TableColumn<SchoolAnnouncementListItem>[] = [
  {
    key: 'ggbt',
    title: '公告标题',
    render: (row) => (
      <QueueItemLink to={itemPath(row.id)} flagged={row.flags.length > 0}>
        {row.ggbt}
      </QueueItemLink>
    ),
  },
  { key: 'dwmc', title: '单位名称', dataIndex: 'dwmc' },
  { key: 'validity', title: '有效期', render: (row) => periodText(row.kssj, row.jssj) },
  { key: 'tjsj', title: '提交时间', render: (row) => row.tjsj || '—' },
  stateColumn(postingStateDisplay),
];

/** /mgrpage/zpgg: the site's announcements by state (pending first), by keyword and content check. */
export default function AnnouncementQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = announcementQueueQuery(search);
  const list = schoolAnnouncementsApi.useSchoolAnnouncementListQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <SectionStack data-ui="announcement-queue">
      <Filters
        query={query}
        variant={variant}
        onApply={(values) => change({ keyword: values.keyword, flagged: values.flagged ? '1' : null })}
      />
      <ReviewQueue
        noun="公告"
        tabs={POSTING_QUEUE_TABS}
        pendingCode={POSTING_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={query.keyword !== '' || query.flagged === '1'}
        rowName={(row) => row.ggbt}
        itemPath={itemPath}
        minWidth={860}
        onChange={change}
        variant={variant}
      />
    </SectionStack>
  );
}
