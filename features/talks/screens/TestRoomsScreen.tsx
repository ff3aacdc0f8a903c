import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { DatePicker } from '../../../ui/DatePicker';
import { FormField } from '../../../ui/Form';
import { PageActions } from '../../../ui/PagePanel';
import { RadioGroup } from '../../../ui/Radio';
import { Section } from '../../../ui/Section';
import { Select } from '../../../ui/Select';
import { space } from '../../../ui/theme';
import {
  TALKS_MANAGE,
  TALK_ROOM_STATE_LABELS,
  VENUE_KIND_CODES,
  venueKindName,
  type TalkDetail,
} from '../../../contract/talks';
import { useAppSelector } from '../../../app/api/hooks';
import { useCan } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { TalkDraftGate } from '../components/TalkDraftGate';
import { TalkFlowFrame } from '../components/TalkFlowFrame';
import { VenueList, dateWithWeekday, feeText } from '../components/VenueList';
import { useRoomHolds } from '../components/useRoomHolds';
import { hallOf, mmss, needsInvoice, nextStep, previousStep, slotOptions, testRoomsOf } from '../talkFlow';
import { talksApi } from '../talksApi';
import { useHoldSecondsLeft, useServerOffset, useTalkId, useTalkNavigation } from '../useTalkFlow';

const KINDS = [
  { value: VENUE_KIND_CODES.written, label: '笔试场地' },
  { value: VENUE_KIND_CODES.interview, label: '面试场地' },
];

const StyledPickers = styled.div<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => ($phone ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr))')};
  gap: ${space(4)};
`;

const StyledChosen = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function ChosenRoom({ room, offsetMs }: { room: TalkDetail['rooms'][number]; offsetMs: number }) {
  const left = useHoldSecondsLeft(room.zt === 'held' ? room.dqsj : null, offsetMs);
  const state =
    room.zt === 'held'
      ? left > 0
        ? `保留中，剩余 ${mmss(left)}`
        : '保留已过期'
      : TALK_ROOM_STATE_LABELS[room.zt];
  return (
    <li>
      {venueKindName(room.cdlx)} · {room.cdmc} · {dateWithWeekday(room.rq)} {room.sd} · {feeText(room.fy)} ·{' '}
      {state}
    </li>
  );
}

function RoomsStep({ talk }: { talk: TalkDetail }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const flow = useTalkNavigation();
  const canHold = useCan(TALKS_MANAGE);
  const [kind, setKind] = useState<string>(VENUE_KIND_CODES.interview);
  const [date, setDate] = useState(talk.rq);
  const [chosenSlot, setSlot] = useState('');
  const availability = talksApi.useTalkAvailabilityQuery({ rq: date, cdlx: kind }, { skip: date === '' });
  const detail = talksApi.useTalkDetailQuery(talk.id);
  const refetch = () => {
    void availability.refetch();
    void detail.refetch();
  };
  const offset = useServerOffset(availability.data?.now);
  const holds = useRoomHolds({ talkId: talk.id, date: date === '' ? null : date, kind, refetch });
  const slots = availability.data === undefined ? [] : slotOptions(availability.data.venues);
  const slot = slots.includes(chosenSlot) ? chosenSlot : (slots[0] ?? '');
  const venues = (availability.data?.venues ?? []).filter((venue) =>
    venue.slots.some((entry) => entry.sd === slot),
  );
  const chosen = testRoomsOf(talk.rooms);
  const hall = hallOf(talk.rooms);
  const needsHall = !talk.xs && (hall === null || hall.zt === 'expired');
  const invoice = needsInvoice(talk.rooms);
  const size = isPhone ? 'phone' : 'md';

  return (
    <TalkFlowFrame
      step="rooms"
      needsInvoice={invoice}
      title="申请笔面试场地"
      note="笔试、面试场地须与宣讲会一同预约，日期为宣讲会当天或之后；不需要可直接进入下一步。"
    >
      {needsHall ? (
        <Callout tone="warning">请先在上一步选择宣讲场地，再预约笔试、面试场地。</Callout>
      ) : (
        <>
          <StyledPickers $phone={isPhone}>
            <FormField label="场地类型" variant={variant}>
              <RadioGroup value={kind} options={KINDS} onChange={setKind} variant={variant} />
            </FormField>
            <FormField label="日期" variant={variant} help={`${talk.rq} 起`}>
              <DatePicker value={date} min={talk.rq} onChange={setDate} clearable={false} />
            </FormField>
            <FormField
              label="时段"
              variant={variant}
              help={slots.length === 0 && !availability.isFetching ? '该日期没有开放的时段' : undefined}
            >
              <Select
                options={slots.map((item) => ({ value: item, label: item }))}
                value={slot || null}
                onChange={(item) => setSlot(item ?? '')}
                disabled={slots.length === 0}
              />
            </FormField>
          </StyledPickers>
          {availability.isError ? (
            <LoadFailure error={availability.error} title="场地加载失败" onRetry={refetch} />
          ) : (
            <VenueList
              venues={venues}
              slot={slot}
              offsetMs={offset}
              loading={availability.isFetching}
              busyVenue={holds.busyVenue}
              onHold={(venue) => void holds.hold(venue, slot)}
              onRelease={(roomId, venue) => void holds.release(roomId, venue)}
              canHold={canHold}
              variant={variant}
              caption={`可选${venueKindName(kind)}`}
              emptyText={`该日期和时段没有开放的${venueKindName(kind)}`}
            />
          )}
        </>
      )}
      <Section title="已选笔面试场地" headingLevel={2}>
        {chosen.length === 0 ? (
          <p>尚未选择（可不预约）。</p>
        ) : (
          <StyledChosen aria-label="已选笔面试场地">
            {chosen.map((room) => (
              <ChosenRoom key={room.id} room={room} offsetMs={offset} />
            ))}
          </StyledChosen>
        )}
      </Section>
      <PageActions variant={variant}>
        <Button
          size={size}
          block={isPhone}
          onClick={() => flow.goTo(previousStep('rooms', invoice)!.path, talk.id)}
        >
          上一步
        </Button>
        <Button
          variant="primary"
          size={size}
          block={isPhone}
          disabled={needsHall}
          onClick={() => flow.goTo(nextStep('rooms', invoice)!.path, talk.id)}
        >
          下一步
        </Button>
      </PageActions>
    </TalkFlowFrame>
  );
}

/**
 * Route sqbmscd (/xjh/sqbmscd): written-test and interview rooms, only with a talk (its hall held for
 * an on-site talk), on the talk's day or later; the same live availability and holds as the hall.
 */
export default function TestRoomsScreen() {
  const id = useTalkId();
  return (
    <TalkDraftGate id={id} step="rooms" title="申请笔面试场地">
      {(talk) => <RoomsStep talk={talk} />}
    </TalkDraftGate>
  );
}
