import { useNavigate, useSearchParams } from 'react-router-dom';
import type { HallSummary } from '../../../contract/fairs';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Spinner } from '../../../ui/Spinner';
import { Table, type TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { stepAddress } from '../bookingFlow';
import { MissingFair } from '../components/MissingFair';
import { fairsApi } from '../fairsApi';

/** Route zwhclb (/zph/zwhclb?zphid=): the halls (venues) of a fair, each with its free and total booths. */
export default function HallListScreen() {
  const phone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fairId = search.get('zphid') ?? '';
  const halls = fairsApi.useFairHallsQuery(fairId, { skip: fairId === '' });
  const variant = phone ? 'phone' : 'desktop';
  const open = (hall: HallSummary) => (
    <Button
      variant="link"
      size={phone ? 'md' : 'sm'}
      aria-label={`展位列表 ${hall.hcmc}`}
      onClick={() => void navigate(`/zph/zphzwlb?zphid=${fairId}&hcid=${hall.hcid}`)}
    >
      展位列表
    </Button>
  );
  const columns: TableColumn<HallSummary>[] = [
    { key: 'hcmc', title: '会场', dataIndex: 'hcmc', hideInCards: true },
    { key: 'size', title: '规模', render: (hall) => `${hall.hs} 行 × ${hall.ls} 列` },
    { key: 'free', title: '空闲展位', render: (hall) => `${hall.kxzws} / ${hall.zzws}` },
    { key: 'actions', title: '操作', hideInCards: true, render: open },
  ];

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!phone && <PageTitle>全部会场</PageTitle>}
        {fairId !== '' && (
          <Button
            variant="primary"
            size={phone ? 'phone' : 'md'}
            onClick={() => void navigate(stepAddress('ydzw', { fairId }))}
          >
            查看展位图
          </Button>
        )}
      </PageHeader>
      {fairId === '' ? (
        <MissingFair />
      ) : halls.isError ? (
        <LoadFailure error={halls.error} title="会场加载失败" onRetry={() => void halls.refetch()} />
      ) : !halls.data ? (
        <Spinner label="加载中" />
      ) : halls.data.length === 0 ? (
        <Empty description="本场招聘会尚未发布会场。" />
      ) : (
        <Table
          columns={columns}
          data={halls.data}
          rowKey="hcid"
          caption="会场列表"
          captionHidden
          variant={variant}
          phoneCards
          cardTitle={(hall) => hall.hcmc}
          cardActions={open}
        />
      )}
    </PagePanel>
  );
}
