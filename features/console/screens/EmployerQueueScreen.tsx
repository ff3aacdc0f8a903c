import { useSearchParams } from 'react-router-dom';
import { consolePages, type SchoolEmployerListItem } from '../../../contract/console';
import { Link } from '../../../ui/Link';
import { QueueKeywordSearch } from '../components/QueueKeywordSearch';
import { SectionStack } from '../../../ui/Section';
import type { TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { searchWith } from '../../../app/review/listSearch';
import { useQueueLinkState } from '../../../app/review/queueReturn';
import { employerStateDisplay } from '../../../app/review/reviewDisplay';
import { QueueItemLink, ReviewQueue, stateColumn } from '../../../app/review/ReviewQueue';
import { selectIsPhone } from '../../../app/api/site';
import { EmployerQueueSwitch } from '../components/EmployerQueueSwitch';
import { consoleApi } from '../consoleApi';
import {
  EMPLOYER_PENDING_CODE,
  EMPLOYER_STATE_TABS,
  employerNatureLabel,
  employerQueueQuery,
} from '../queueRules';

const itemPath = (id: string) => `${consolePages.employers}/${encodeURIComponent(id)}`;

/** The 操作 column: 审核 a pending registration, 查看 any other (the cards have their own link). */
function ReviewLink({ row }: { row: SchoolEmployerListItem }) {
  const linkState = useQueueLinkState();
  const text = row.zt === EMPLOYER_PENDING_CODE ? '审核' : '查看';
  return (
    <Link to={itemPath(row.id)} state={linkState} underline="hover" aria-label={`${text} ${row.dwmc}`}>
      {text}
    </Link>
  );
}

const COLUMNS: TableColumn<SchoolEmployerListItem>[] = [
  {
    key: 'dwmc',
    title: '单位名称',
    render: (row) => <QueueItemLink to={itemPath(row.id)}>{row.dwmc}</QueueItemLink>,
  },
  { key: 'tyshxydm', title: '统一社会信用代码', dataIndex: 'tyshxydm' },
  { key: 'dwxz', title: '单位性质', render: (row) => employerNatureLabel(row.dwxz) },
  { key: 'lxr', title: '联系人', dataIndex: 'lxr' },
  { key: 'sjhm', title: '手机号码', dataIndex: 'sjhm' },
  { key: 'tjsj', title: '提交时间', render: (row) => row.tjsj || row.zcsj },
  stateColumn(employerStateDisplay),
  { key: 'actions', title: '操作', hideInCards: true, render: (row) => <ReviewLink row={row} /> },
];

/** /mgrpage/dw: employers registered at the site, pending first, by state; each opens its review. */
export default function EmployerQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = employerQueueQuery(search);
  const list = consoleApi.useSchoolEmployerListQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <SectionStack data-ui="employer-queue">
      <EmployerQueueSwitch current="registrations" />
      <QueueKeywordSearch
        label="筛选单位"
        placeholder="单位名称或统一社会信用代码"
        keyword={query.keyword}
        variant={variant}
        onSearch={(keyword) => change({ keyword })}
      />
      <ReviewQueue
        noun="单位"
        tabs={EMPLOYER_STATE_TABS}
        pendingCode={EMPLOYER_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={query.keyword !== ''}
        rowName={(row) => row.dwmc}
        itemPath={itemPath}
        minWidth={960}
        onChange={change}
        variant={variant}
      />
    </SectionStack>
  );
}
