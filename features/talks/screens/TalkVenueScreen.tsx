import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { PageActions } from '../../../ui/PagePanel';
import { TALKS_MANAGE, VENUE_KIND_CODES, type TalkDetail } from '../../../contract/talks';
import { useAppSelector } from '../../../app/api/hooks';
import { useCan } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { TalkDraftGate } from '../components/TalkDraftGate';
import { TalkFlowFrame } from '../components/TalkFlowFrame';
import { VenueList, dateWithWeekday } from '../components/VenueList';
import { useRoomHolds } from '../components/useRoomHolds';
import { TALK_STEPS, hallOf, mmss, needsInvoice, nextStep } from '../talkFlow';
import { talksApi } from '../talksApi';
import { useHoldSecondsLeft, useServerOffset, useTalkId, useTalkNavigation } from '../useTalkFlow';

function HallHold({
  talk,
  offsetMs,
  onChooseAgain,
}: {
  talk: TalkDetail;
  offsetMs: number;
  onChooseAgain: () => void;
}) {
  const hall = hallOf(talk.rooms);
  const held = hall !== null && hall.zt === 'held' ? hall.dqsj : null;
  const left = useHoldSecondsLeft(held, offsetMs);
  if (hall === null) return null;
  if (hall.zt === 'expired' || (hall.zt === 'held' && left === 0))
    return (
      <Callout tone="warning" title="场地保留已过期">
        “{hall.cdmc}”的10分钟保留已到期，场地已释放给其他单位。请重新选择场地。
        <Button variant="link" onClick={onChooseAgain}>
          重新选择
        </Button>
      </Callout>
    );
  if (hall.zt === 'held')
    return (
      <Callout tone="info" title={`已保留“${hall.cdmc}”`}>
        剩余 {mmss(left)}，请在保留到期前完成后续步骤并提交；到期未提交，场地将自动释放。
      </Callout>
    );
  return null;
}

function VenueStep({ talk }: { talk: TalkDetail }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const flow = useTalkNavigation();
  const canHold = useCan(TALKS_MANAGE);
  const availability = talksApi.useTalkAvailabilityQuery(
    { rq: talk.rq, sd: talk.sd, yjrs: talk.yjrs, cdlx: VENUE_KIND_CODES.talk },
    { skip: talk.xs },
  );
  const detail = talksApi.useTalkDetailQuery(talk.id);
  const refetch = () => {
    void availability.refetch();
    void detail.refetch();
  };
  const offset = useServerOffset(availability.data?.now);
  const holds = useRoomHolds({
    talkId: talk.id,
    date: talk.xs ? null : talk.rq,
    kind: VENUE_KIND_CODES.talk,
    refetch,
  });
  const hall = hallOf(talk.rooms);
  const hallLive = hall !== null && hall.zt !== 'expired';
  const invoice = needsInvoice(talk.rooms);
  const next = nextStep('venue', invoice)!;
  const size = isPhone ? 'phone' : 'md';

  return (
    <TalkFlowFrame
      step="venue"
      needsInvoice={invoice}
      title="申请宣讲会场地"
      note={`${talk.xjzt} · ${dateWithWeekday(talk.rq)} ${talk.sd} · 预计${talk.yjrs}人`}
    >
      {talk.xs ? (
        <Callout tone="info">线上宣讲无需预约宣讲场地，如需笔试、面试场地可在下一步预约。</Callout>
      ) : (
        <>
          <HallHold talk={talk} offsetMs={offset} onChooseAgain={refetch} />
          <Callout tone="info">
            以下为座位数不少于预计人数的宣讲场地。选择后场地为您保留10分钟；其他单位已占用的场地显示为“已被占用”。
            {holds.live === 'open' ? '场地状态实时更新中。' : ''}
          </Callout>
          {availability.isError ? (
            <LoadFailure error={availability.error} title="场地加载失败" onRetry={refetch} />
          ) : (
            <VenueList
              venues={availability.data?.venues ?? []}
              slot={talk.sd}
              offsetMs={offset}
              loading={availability.isFetching}
              busyVenue={holds.busyVenue}
              onHold={(venue) => void holds.hold(venue, talk.sd)}
              onRelease={(roomId, venue) => void holds.release(roomId, venue)}
              canHold={canHold}
              variant={variant}
              caption="可选宣讲场地"
              emptyText="该日期和时段没有座位足够的宣讲场地，请返回上一步更换日期、时段或人数"
            />
          )}
        </>
      )}
      <PageActions variant={variant}>
        <Button size={size} block={isPhone} onClick={() => flow.goTo(TALK_STEPS[0]!.path, talk.id)}>
          上一步
        </Button>
        <Button
          variant="primary"
          size={size}
          block={isPhone}
          disabled={!talk.xs && !hallLive}
          onClick={() => flow.goTo(next.path, talk.id)}
        >
          下一步
        </Button>
      </PageActions>
      {!talk.xs && !hallLive && <p>请先选择一个宣讲场地，再进入下一步。</p>}
    </TalkFlowFrame>
  );
}

/**
 * Route sqxjhcd (/xjh/sqxjhcd): the talk hall for the draft's date and slot, from live availability:
 * every hall seating the audience, free / taken / held by this employer with the hold's countdown (by
 * the server's clock); an expired hold says so and offers to choose again.
 */
export default function TalkVenueScreen() {
  const id = useTalkId();
  return (
    <TalkDraftGate id={id} step="venue" title="申请宣讲会场地">
      {(talk) => <VenueStep talk={talk} />}
    </TalkDraftGate>
  );
}
