import { useSearchParams } from 'react-router-dom';
import { consolePages } from '../../../contract/console';
import type { SchoolTalkListItem } from '../../../contract/talks';
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
import { talkReviewApi } from '../talkReviewApi';
import {
  TALK_PENDING_CODE,
  TALK_QUEUE_TABS,
  momentText,
  talkQueueQuery,
  talkStateDisplay,
  talkTimeText,
  type TalkQueueQuery,
} from '../talkReviewRules';

function Filters({
  query,
  onApply,
  variant,
}: {
  query: TalkQueueQuery;
  onApply: (keyword: string) => void;
  variant: 'desktop' | 'phone';
}) {
  const [keyword, setKeyword] = useFilterDraft(query.keyword);
  return (
    <FilterForm
      aria-label="筛选宣讲会"
      variant={variant}
      foldedLabel={query.keyword !== '' ? '筛选（已选 1 项）' : '筛选'}
      onSubmit={() => onApply(keyword.trim())}
      onReset={() => {
        setKeyword('');
        onApply('');
      }}
    >
      <FormField label="关键词" layout="vertical" variant={variant}>
        <Input
          value={keyword}
          onChange={setKeyword}
          placeholder="宣讲主题或单位名称"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

const talkItemPath = (id: string) => `${consolePages.talks}/${encodeURIComponent(id)}`;

const COLUMNS: TableColumn<SchoolTalkListItem>[] = [
  {
    key: 'xjzt',
    title: '宣讲主题',
    render: (row) => <QueueItemLink to={talkItemPath(row.id)}>{row.xjzt}</QueueItemLink>,
  },
  { key: 'dwmc', title: '单位名称', dataIndex: 'dwmc' },
  { key: 'time', title: '宣讲时间', render: (row) => talkTimeText(row.rq, row.sd) },
  { key: 'cdmc', title: '宣讲场地', render: (row) => (row.xs ? '线上宣讲' : row.cdmc || '—') },
  { key: 'tjsj', title: '提交时间', render: (row) => momentText(row.tjsj) },
  stateColumn(talkStateDisplay),
];

/**
 * /mgrpage/xjh: the site's campus talks by state (pending first, oldest submission first), found by
 * theme or employer; each opens its review with its rooms, entrants and invoice.
 */
export default function TalkQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = talkQueueQuery(search);
  const list = talkReviewApi.useSchoolTalkListQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <SectionStack data-ui="talk-queue">
      <Filters query={query} variant={variant} onApply={(keyword) => change({ keyword })} />
      <ReviewQueue
        noun="宣讲会"
        tabs={TALK_QUEUE_TABS}
        pendingCode={TALK_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={query.keyword !== ''}
        rowName={(row) => row.xjzt}
        itemPath={talkItemPath}
        minWidth={900}
        onChange={change}
        variant={variant}
      />
    </SectionStack>
  );
}
