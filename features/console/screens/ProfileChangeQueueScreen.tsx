import { useSearchParams } from 'react-router-dom';
import { PROFILE_CHANGE_PAGE, type ProfileChangeListItem } from '../../../contract/employerProfile';
import { Link } from '../../../ui/Link';
import { QueueKeywordSearch } from '../components/QueueKeywordSearch';
import { SectionStack } from '../../../ui/Section';
import type { TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { searchWith } from '../../../app/review/listSearch';
import { useQueueLinkState } from '../../../app/review/queueReturn';
import { QueueItemLink, ReviewQueue, stateColumn } from '../../../app/review/ReviewQueue';
import { EmployerQueueSwitch } from '../components/EmployerQueueSwitch';
import { profileChangeApi } from '../profileChangeApi';
import {
  PROFILE_CHANGE_PENDING_CODE,
  PROFILE_CHANGE_TABS,
  profileChangeQuery,
  profileChangeStateDisplay,
} from '../profileChangeRules';

const itemPath = (id: string) => `${PROFILE_CHANGE_PAGE}/${encodeURIComponent(id)}`;

function ReviewLink({ row }: { row: ProfileChangeListItem }) {
  const linkState = useQueueLinkState();
  const text = row.zt === PROFILE_CHANGE_PENDING_CODE ? '审核' : '查看';
  return (
    <Link
      to={itemPath(row.id)}
      state={linkState}
      underline="hover"
      aria-label={`${text} ${row.ydwmc}的变更申请`}
    >
      {text}
    </Link>
  );
}

const COLUMNS: TableColumn<ProfileChangeListItem>[] = [
  {
    key: 'ydwmc',
    title: '原单位名称',
    render: (row) => <QueueItemLink to={itemPath(row.id)}>{row.ydwmc}</QueueItemLink>,
  },
  { key: 'dwmc', title: '申请修改为', render: (row) => (row.dwmc === row.ydwmc ? '（名称不变）' : row.dwmc) },
  { key: 'bgx', title: '变更项', render: (row) => row.bgx.join('、') },
  { key: 'tjr', title: '提交人', dataIndex: 'tjr' },
  { key: 'tjsj', title: '提交时间', dataIndex: 'tjsj' },
  stateColumn(profileChangeStateDisplay),
  { key: 'actions', title: '操作', hideInCards: true, render: (row) => <ReviewLink row={row} /> },
];

/**
 * /mgrpage/dwbg: employers' requests to change their name, credit code or licence at the site, pending
 * first, by state; each opens its review with the old and new values side by side.
 */
export default function ProfileChangeQueueScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const query = profileChangeQuery(search);
  const list = profileChangeApi.useProfileChangeListQuery(query);
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return (
    <SectionStack data-ui="profile-change-queue">
      <EmployerQueueSwitch current="changes" />
      <QueueKeywordSearch
        label="筛选变更申请"
        placeholder="原名称、新名称或统一社会信用代码"
        keyword={query.keyword}
        variant={variant}
        onSearch={(keyword) => change({ keyword })}
      />
      <ReviewQueue
        noun="变更申请"
        tabs={PROFILE_CHANGE_TABS}
        pendingCode={PROFILE_CHANGE_PENDING_CODE}
        query={query}
        list={list}
        columns={COLUMNS}
        filtered={query.keyword !== ''}
        rowName={(row) => `${row.ydwmc}的变更申请`}
        itemPath={itemPath}
        minWidth={960}
        onChange={change}
        variant={variant}
      />
    </SectionStack>
  );
}
