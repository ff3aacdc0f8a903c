import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FAIR_KINDS, fairBookingWorkflow, type FairSummary } from '../../../contract/fairs';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Card } from '../../../ui/Card';
import { Descriptions } from '../../../ui/Descriptions';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { useListAddress } from '../../../app/postings/useListAddress';
import { stepAddress } from '../bookingFlow';
import { Countdown } from '../components/Countdown';
import { FairStateBadge } from '../components/FairStateBadge';
import { fairsApi } from '../fairsApi';
import { fairMoments, stateAt } from '../fairTiming';
import { useServerNow } from '../useServerNow';

const StyledList = styled.ul`
  display: grid;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
`;

function bookingLabel(fair: FairSummary): string {
  if (fair.wdyd === null) return '未预定';
  const state = Object.values(fairBookingWorkflow.states).find((entry) => entry.code === fair.wdyd?.zt);
  return `${fair.wdyd.zwbh}（${state?.label ?? fair.wdyd.zt}）`;
}

function FairCard({ fair, now, phone }: { fair: FairSummary; now: number; phone: boolean }) {
  const navigate = useNavigate();
  const moments = fairMoments(fair);
  const state = stateAt({ zt: fair.zt, ...moments }, now);
  const booked = fair.wdyd !== null;
  const refusal = fair.bkydyy ?? '';
  const size = phone ? 'phone' : 'md';
  const actions = [
    <Button
      key="book"
      variant="primary"
      size={size}
      disabled={booked || refusal !== '' || state === '4' || state === '5' || state === '3'}
      aria-label={`${state === '1' ? '查看展位图' : '预定展位'} ${fair.zphmc}`}
      onClick={() => void navigate(stepAddress('ydzw', { fairId: fair.id }))}
    >
      {state === '1' ? '查看展位图' : '预定展位'}
    </Button>,
    <Button
      key="booths"
      variant="link"
      size={size}
      aria-label={`展位列表 ${fair.zphmc}`}
      onClick={() => void navigate(`/zph/zphzwlb?zphid=${fair.id}`)}
    >
      展位列表
    </Button>,
    <Button
      key="halls"
      variant="link"
      size={size}
      aria-label={`全部会场 ${fair.zphmc}`}
      onClick={() => void navigate(`/zph/zwhclb?zphid=${fair.id}`)}
    >
      全部会场
    </Button>,
  ];
  return (
    <li>
      <Card
        title={fair.zphmc}
        headingLevel={2}
        bordered
        variant={phone ? 'phone' : 'desktop'}
        extra={<Tag>{FAIR_KINDS[fair.zphlx]}</Tag>}
        actions={actions}
      >
        <StyledStatus>
          <FairStateBadge state={state} />
          {state === '1' && <Countdown label="距开始预定" msLeft={moments.opensAt - now} />}
          {state === '2' && <Countdown label="距报名截止" msLeft={moments.closesAt - now} />}
        </StyledStatus>
        {refusal !== '' && !booked && <Callout tone="warning">{refusal}</Callout>}
        <Descriptions
          columns={phone ? 1 : 2}
          items={[
            { key: '举办时间', label: '举办时间', children: `${fair.jbrq} ${fair.kssj}-${fair.jssj}` },
            { key: '举办地点', label: '举办地点', children: fair.jbdd },
            { key: '报名时间', label: '报名时间', children: `${fair.bmkssj} 至 ${fair.bmjzsj}` },
            { key: '空闲展位', label: '空闲展位', children: `${fair.kxzws} / ${fair.zzws}` },
            { key: '我的预定', label: '我的预定', children: bookingLabel(fair) },
          ]}
        />
      </Card>
    </li>
  );
}

/**
 * Route zphlb (/zph/zphlb): the site's job fairs with their state by the SERVER's clock (a fair not
 * yet open counts down to its opening minute and opens without a reload), date, place, free/total
 * booths and the employer's own booking; each leads to its booth map, booth list and halls.
 */
export default function FairListScreen() {
  const phone = useAppSelector(selectIsPhone);
  const address = useListAddress([]);
  const list = fairsApi.useFairsQuery({ page: address.page, size: address.size });
  const now = useServerNow(list.data);
  const fairs = list.data?.records ?? [];

  return (
    <PagePanel variant={phone ? 'phone' : 'desktop'}>
      <PageHeader>{!phone && <PageTitle>招聘会列表</PageTitle>}</PageHeader>
      <PageNote>
        预定时间以服务器时间为准，开始预定后展位先到先得；每家单位每场招聘会限订一个展位，选中后保留10分钟。
      </PageNote>
      {list.isError ? (
        <LoadFailure error={list.error} title="招聘会加载失败" onRetry={() => void list.refetch()} />
      ) : list.isLoading || now === null ? (
        <Spinner label="加载中" />
      ) : fairs.length === 0 ? (
        <Empty description="本站暂无招聘会，请留意学校通知。" />
      ) : (
        <>
          <StyledList aria-label="招聘会">
            {fairs.map((fair) => (
              <FairCard key={fair.id} fair={fair} now={now} phone={phone} />
            ))}
          </StyledList>
          <Pagination
            page={address.page}
            pageSize={address.size}
            total={list.data?.total ?? 0}
            variant={phone ? 'phone' : 'desktop'}
            showSizeChanger={!phone && (list.data?.total ?? 0) > DEFAULT_PAGE_SIZE}
            onChange={address.changePage}
          />
        </>
      )}
    </PagePanel>
  );
}
