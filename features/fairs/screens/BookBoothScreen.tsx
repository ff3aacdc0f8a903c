import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  BOOTH_EVENT,
  fairBookingWorkflow,
  fairPaths,
  type BoothChange,
  type FairBookingSummary,
} from '../../../contract/fairs';
import { suspendedMessage } from '../../../contract/dishonesty';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Spinner } from '../../../ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { useLiveEvents } from '../../../app/api/liveEvents';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import type { MapBooth } from '../boothMap';
import { nextStep, stepAddress } from '../bookingFlow';
import { BoothMap } from '../components/BoothMap';
import { Countdown } from '../components/Countdown';
import { FairStateBadge } from '../components/FairStateBadge';
import { HoldPanel } from '../components/HoldPanel';
import { hallBooths, withChanges } from '../fairModel';
import { fairsApi } from '../fairsApi';
import { chinaTimeMs, stateAt } from '../fairTiming';
import { useServerNow } from '../useServerNow';

const HELD = fairBookingWorkflow.states.held.code;
const LIVE_WORDS = { open: '实时更新已连接', connecting: '正在连接实时更新…', closed: '' } as const;

/**
 * Route ydzw (/zph/ydzw?zphid=): the fair's booth map, live. Before the opening minute it counts down
 * by the server's clock with the booths shown but not choosable; a suspended employer is told until
 * when before it picks. Choosing a free booth holds it for ten minutes (the server decides who got it:
 * a lost race is told and the map corrected); the hold counts down while the employer goes on.
 */
export default function BookBoothScreen() {
  const phone = useAppSelector(selectIsPhone);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [search] = useSearchParams();
  const fairId = search.get('zphid') ?? '';
  const map = fairsApi.useFairMapQuery(fairId, { skip: fairId === '' });
  const now = useServerNow(map.data);
  const [hold, holding] = fairsApi.useHoldBoothMutation();
  const [release, releasing] = fairsApi.useReleaseBoothMutation();
  const [hallKey, setHallKey] = useState<string | undefined>(undefined);
  const mine = map.data?.wdyd ?? null;
  const myBookingId = mine?.id ?? null;
  const refetchMap = map.refetch;

  const onLive = useCallback(
    (message: { name: string; data: unknown }) => {
      if (message.name === 'reset') {
        void refetchMap();
        return;
      }
      if (message.name !== BOOTH_EVENT || !Array.isArray(message.data)) return;
      const changes = message.data as BoothChange[];
      dispatch(
        fairsApi.util.updateQueryData('fairMap', fairId, (draft) => {
          draft.halls = withChanges(draft.halls, changes, myBookingId);
        }),
      );
    },
    [dispatch, fairId, refetchMap, myBookingId],
  );
  const live = useLiveEvents(fairId === '' ? null : `${fairPaths.boothEvents}?fairId=${fairId}`, onLive);
  // A hold that ran out here is released by the server: read the map again to see the booth free.
  const holdRunOut = mine !== null && mine.zt === HELD && now !== null && mine.sdjzsjms <= now;
  useEffect(() => {
    if (holdRunOut) void refetchMap();
  }, [holdRunOut, refetchMap]);

  if (fairId === '')
    return (
      <PagePanel variant={phone ? 'phone' : 'desktop'}>
        <Empty
          description="请先在招聘会列表中选择一场招聘会。"
          action={<Button onClick={() => void navigate('/zph/zphlb')}>去招聘会列表</Button>}
        />
      </PagePanel>
    );
  if (map.isError)
    return (
      <PagePanel variant={phone ? 'phone' : 'desktop'}>
        <LoadFailure
          error={map.error}
          title="展位图加载失败"
          onRetry={() => void map.refetch()}
          missing={{ title: '招聘会不存在', subtitle: '该招聘会不存在或不属于本站。' }}
        />
      </PagePanel>
    );
  if (!map.data || now === null)
    return (
      <PagePanel variant={phone ? 'phone' : 'desktop'}>
        <Spinner label="展位图加载中" />
      </PagePanel>
    );

  const data = map.data;
  const opensAt = chinaTimeMs(data.bmkssj);
  const state = stateAt(
    { zt: data.zt, opensAt, closesAt: chinaTimeMs(data.bmjzsj), endsAt: Number.POSITIVE_INFINITY },
    now,
  );
  const bookedOther = mine !== null && mine.zt !== HELD;
  const suspended = data.tjyd;
  const canPick = state === '2' && suspended === null && mine === null && !holding.isLoading;
  const halls = data.halls;
  const activeHall = halls.find((hall) => hall.hcid === hallKey) ?? halls[0];

  const goOn = (booking: FairBookingSummary) =>
    void navigate(stepAddress(nextStep(booking.fy, 'ydzw'), { fairId, bookingId: booking.id }));

  const choose = async (booth: MapBooth) => {
    try {
      const booking = await hold({ zphid: fairId, zwid: booth.id }).unwrap();
      notify.success(`已锁定展位 ${booking.zwbh}，请在10分钟内完成填写`);
    } catch (error) {
      notify.error(refusalOf(error).message);
      void map.refetch();
    }
  };

  const giveBack = async () => {
    if (!mine) return;
    try {
      await release({ id: mine.id }).unwrap();
      notify.success(`已释放展位 ${mine.zwbh}`);
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  return (
    <PagePanel variant={phone ? 'phone' : 'desktop'}>
      <PageHeader>
        {!phone && <PageTitle>预定展位</PageTitle>}
        <FairStateBadge state={state} />
      </PageHeader>
      <PageNote>
        {`报名时间 ${data.bmkssj} 至 ${data.bmjzsj}（以服务器时间为准）。`}
        {LIVE_WORDS[live] && <span role="status">{` ${LIVE_WORDS[live]}`}</span>}
      </PageNote>
      {suspended !== null && (
        <Callout tone="error" title="暂停预订" announce>
          {suspendedMessage(suspended.jsrq)}
          {suspended.yy && `（${suspended.yy}）`}
        </Callout>
      )}
      {suspended === null && state === '1' && (
        <Callout tone="info" title="尚未开始预定">
          <Countdown label={`将于 ${data.bmkssj} 开始预定，距开始`} msLeft={opensAt - now} />
          <div>开始后展位将自动变为可选，无需刷新页面。</div>
        </Callout>
      )}
      {state === '3' && mine === null && <Callout tone="warning">本场招聘会展位已订满。</Callout>}
      {(state === '4' || state === '5') && mine === null && (
        <Callout tone="info">本场招聘会报名已截止，不能再预定展位。</Callout>
      )}
      {mine !== null && mine.zt === HELD && (
        <HoldPanel
          booking={mine}
          now={now}
          phone={phone}
          releasing={releasing.isLoading}
          onContinue={() => goOn(mine)}
          onRelease={() => void giveBack()}
        />
      )}
      {bookedOther && (
        <Callout tone="info" title={`您已预定本场展位 ${mine.zwbh}（${mine.ztmc}）`}>
          每家单位每场招聘会限订一个展位。
          <Button variant="link" onClick={() => void navigate('/zph/wdydlb')}>
            查看我的预定
          </Button>
        </Callout>
      )}
      {holding.isLoading && <Spinner label="正在锁定展位" showLabel />}
      {halls.length === 0 || !activeHall ? (
        <Empty description="本场招聘会尚未发布展位图。" />
      ) : (
        <Tabs
          activeKey={activeHall.hcid}
          onChange={setHallKey}
          items={halls.map((hall) => ({
            key: hall.hcid,
            label: `${hall.hcmc}（空闲 ${hall.kxzws}/${hall.zzws}）`,
            children: (
              <BoothMap
                booths={hallBooths(hall)}
                disabled={!canPick}
                pausedReason={suspended === null ? undefined : '暂停预订'}
                phone={phone}
                onChoose={(booth) => {
                  if (canPick) void choose(booth);
                }}
              />
            ),
          }))}
        />
      )}
    </PagePanel>
  );
}
