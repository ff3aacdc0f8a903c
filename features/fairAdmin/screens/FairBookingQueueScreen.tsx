import { useSearchParams } from 'react-router-dom';
import type { SchoolBookingItem } from '../../../contract/fairs';
import { FilterForm, useFilterDraft } from '../../../ui/FilterForm';
import { FormField } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { SectionStack } from '../../../ui/Section';
import type { TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { searchWith } from '../../../app/review/listSearch';
import { QUEUE_KEYWORD_LIMIT } from '../../../app/review/reviewQueue';
import { QueueItemLink, ReviewQueue, stateColumn } from '../../../app/review/ReviewQueue';
import { fairAdminApi } from '../fairAdminApi';
import { FAIR_CHECK_IN_PAGE, FAIR_NO_SHOW_PAGE, fairBookingItemPath } from '../fairAdminPages';
import {
  FAIR_BOOKING_PENDING_CODE,
  FAIR_BOOKING_QUEUE_TABS,
  bookingStateDisplay,
  boothText,
  fairBookingQueueQuery,
  minuteText,
  yuanText,
  type FairBookingQueueQuery,
} from '../fairAdminRules';

function Filters({
  query,
  onApply,
  variant,
}: {
  query: FairBookingQueueQuery;
  onApply: (keyword: string) => void;
  variant: 'desktop' | 'phone';
}) {
  const [keyword, setKeyword] = useFilterDraft(query.keyword);
  return (
    <FilterForm
      aria-label="筛选展位预订"
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
          placeholder="单位名称或展位号"
          maxLength={QUEUE_KEYWORD_LIMIT}
          clearable
        />
      </FormField>
    </FilterForm>
  );
}

const COLUMNS: TableColumn<SchoolBookingItem>[] = [
  {
    key: 'dwmc',
    title: '单位名称',
    render: (row) => <QueueItemLink to={fairBookingItemPath(row.id)}>{row.dwmc}</QueueItemLink>,
  },
  { key: 'zphmc', title: '招聘会', dataIndex: 'zphmc' },
  { key: 'jbrq', title: '举办日期', dataIndex: 'jbrq' },
  { key: 'zw', title: '展位', render: boothText },
  { key: 'fy', title: '费用', render: (row) => yuanText(row.fy) },
  { key: 'tjsj', title: '提交时间', render: (row) => minuteText(row.tjsj) },
  stateColumn(bookingStateDisplay),
];

/**
 * /mgrpage/zphyd: the site's fair booth bookings by state (pending first, oldest submission first),
 * found by employer name or booth number; each opens its review with its invoice and attendees.
 */
export default function FairBookingQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = fairBookingQueueQuery(search);
  const list = fairAdminApi.useSchoolFairBookingsQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <SectionStack data-ui="fair-booking-queue">
      <Link to={FAIR_CHECK_IN_PAGE}>招聘会当天现场签到</Link>
      <Link to={FAIR_NO_SHOW_PAGE}>招聘会结束后标记未到场</Link>
      <Filters query={query} variant={variant} onApply={(keyword) => change({ keyword })} />
      <ReviewQueue
        noun="展位预订"
        tabs={FAIR_BOOKING_QUEUE_TABS}
        pendingCode={FAIR_BOOKING_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={query.keyword !== ''}
        rowName={(row) => row.dwmc}
        itemPath={fairBookingItemPath}
        minWidth={960}
        onChange={change}
        variant={variant}
      />
    </SectionStack>
  );
}
