import { http, HttpResponse, type AnyHandler, type JsonBodyType } from 'msw';
import { chinaDateTime } from '../../../contract/chinaTime';
import { checkEntrants, firstEntrantProblem, type Entrant } from '../../../contract/entrants';
import { INVOICE_CHOICE_MISSING, type BookingInvoice, type InvoiceChoice } from '../../../contract/invoices';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { PERMISSION_DENIED_CODE, permissionDeniedMessage } from '../../../contract/permissions';
import {
  DEFAULT_TALK_RULES,
  HALL_MISSING_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  ROOMS_NEED_TALK_MESSAGE,
  ROOM_NOT_FOUND_MESSAGE,
  ROOM_TAKEN_CODE,
  ROOM_TAKEN_MESSAGE,
  TALKS_MANAGE,
  TALK_CLAIMS_EVENT,
  TALK_HOLD_MS,
  TALK_NOT_FOUND_MESSAGE,
  VENUE_KIND_CODES,
  VENUE_NOT_FOUND_MESSAGE,
  cutoffMessage,
  noticeMessage,
  roomBeforeTalkMessage,
  talkDraftProblems,
  talkPaths,
  talkWorkflow,
  wrongKindMessage,
  type HoldRequest,
  type TalkClaimsEvent,
  type TalkDetail,
  type TalkDraft,
  type TalkListItem,
  type TalkRoom,
  type TalkRules,
  type TalkState,
} from '../../../contract/talks';
import { ACTOR_CODES, type ReviewHistoryEntry } from '../../../contract/workflow';
import { addWorkingDays } from '../../../contract/workingDays';
import { INVOICE_PROFILES } from '../../fixtures/bookingSteps';
import {
  TAKEN_BY_OTHERS,
  TALK_AUDIENCE,
  TALK_CONTACT,
  TALK_SLOT,
  TALK_TITLE,
  TALK_VENUES,
  talkDate,
  talkToday,
} from '../../fixtures/talks';
import { ok, refuse } from './account';
import { MOCK_MAIN_ACCOUNT_NAME, MOCK_READONLY_TOKEN } from './accountAdmin';
import { demoEmployer } from './session';

/**
 * 宣讲会 (docs/api.md, Campus talks, /com/xjh): the demo employer's talks and the site's venue claims
 * in memory, by the mock's clock (Date.now() as the server's now), following the server's rules: one
 * live claim per venue slot (ROOM_TAKEN), holds that end after TALK_HOLD_MINUTES, submit all or nothing,
 * cancel until the cutoff. The flow's talk MOCK_TALK_ID is a draft on talkDate() TALK_SLOT for
 * TALK_AUDIENCE people; another employer holds 第二阶梯教室 in its slot and 面试室二 that morning. The
 * management list also has a pending talk (cancellable), a passed one past its cutoff, an online one,
 * a rejected and a cancelled one. Stories call resetTalksMock(options) first.
 */
export const MOCK_TALK_ID = 'xjh-draft';
export const MOCK_TALK_IDS = {
  pending: 'xjh-pending',
  late: 'xjh-late',
  online: 'xjh-online',
  rejected: 'xjh-rejected',
  cancelled: 'xjh-cancelled',
} as const;
export const MOCK_TALK_TITLES = {
  pending: '示例科技春季补录宣讲会',
  late: '示例科技技术专场宣讲会',
  online: '示例科技线上直播宣讲会',
  rejected: '示例科技产品岗宣讲会',
  cancelled: '示例科技管培生宣讲会',
} as const;
export const MOCK_TALK_REJECT_REASON = '该时段学校已安排考试，请改选其他日期。';

export type TalksMockOptions = {
  /** The flow's talk; null: the employer has none. */
  draft?: {
    state?: TalkState;
    online?: boolean;
    /** Its hall: none yet, held (free 第一阶梯教室 or the paid 学术报告厅), or a hold that ended. */
    hall?: 'none' | 'held' | 'paid' | 'expired';
    /** Seconds a held hall has left (default 9 minutes 30). */
    holdSecondsLeft?: number;
    /** Expected audience (default TALK_AUDIENCE): more than any hall seats leaves none to offer. */
    audience?: number;
    /** An interview room (面试室一) held that morning too. */
    interview?: boolean;
    entrants?: Entrant[];
  } | null;
  /** The other talks of the management list, or none. */
  others?: boolean;
  /** Slots another employer claims on the flow's date shortly after a screen follows that date. */
  liveTaken?: { cdid: string; sd: string }[];
  /** A venue another employer takes just before this employer's hold of it arrives. */
  takenBeforeHold?: string | null;
  rules?: Partial<TalkRules>;
};

type MockTalk = Omit<TalkDetail, 'zt' | 'ztmc' | 'rooms' | 'zfy' | 'qxjzrq' | 'dwmc'> & {
  state: TalkState;
};
/** A claim of a venue's slot: this employer's (a room of one of its talks) or another's. */
type MockRoom = TalkRoom & { mine: boolean };

const LIVE_ROOM: readonly TalkRoom['zt'][] = ['held', 'pending', 'booked'];
const EDITABLE: readonly TalkState[] = ['draft', 'changes'];

let talks: MockTalk[] = [];
let rooms: MockRoom[] = [];
let rules: TalkRules = DEFAULT_TALK_RULES;
let liveTaken: { cdid: string; sd: string }[] = [];
let takenBeforeHold: string | null = null;
let nextId = 1;

const stateCode = (state: TalkState) => talkWorkflow.states[state].code;
const venueOf = (cdid: string) => TALK_VENUES.find((venue) => venue.cdid === cdid);

function claim(
  cdid: string,
  talkId: string,
  rq: string,
  sd: string,
  zt: TalkRoom['zt'],
  dqsj: number | null = null,
): MockRoom {
  const venue = venueOf(cdid)!;
  return {
    id: `cy-${nextId++}`,
    xjhid: talkId,
    cdid,
    cdmc: venue.cdmc,
    ld: venue.ld,
    cdlx: venue.cdlx,
    zws: venue.zws,
    fy: venue.fy,
    rq,
    sd,
    zt,
    dqsj,
    mine: talkId !== 'other',
  };
}

function entry(
  talk: MockTalk,
  dz: string,
  yzt: string,
  xzt: TalkState,
  czsj: number,
  yy = '',
): ReviewHistoryEntry {
  const school = dz === 'pass' || dz === 'reject';
  return {
    id: `${talk.id}-h${talk.history.length}`,
    dxlx: 'talk',
    dxid: talk.id,
    dz,
    dzmc: dz === 'create' ? '创建' : talkWorkflow.actions[dz as keyof typeof talkWorkflow.actions],
    yzt,
    xzt: stateCode(xzt),
    czrlx: school ? ACTOR_CODES.school : ACTOR_CODES.employer,
    czr: school ? '就业指导中心' : MOCK_MAIN_ACCOUNT_NAME,
    czsj: chinaDateTime(czsj),
    yy,
  };
}

function talk(
  id: string,
  fields: Partial<MockTalk> & Pick<MockTalk, 'xjzt' | 'rq' | 'sd' | 'state'>,
): MockTalk {
  const made: MockTalk = {
    id,
    yjrs: TALK_AUDIENCE,
    ggid: '',
    zwids: [],
    yx: ['计算机学院', '信息学院'],
    zy: [],
    xs: false,
    zblj: '',
    lxr: [TALK_CONTACT],
    bz: '',
    fpxx: null,
    jxry: [],
    yy: '',
    history: [],
    cjsj: Date.now() - 3 * 86_400_000,
    gxsj: Date.now() - 86_400_000,
    ...fields,
  };
  made.history = [entry(made, 'create', '', 'draft', made.cjsj)];
  if (made.state !== 'draft')
    made.history.push(entry(made, 'submit', stateCode('draft'), 'pending', made.gxsj));
  if (made.state === 'passed' || made.state === 'rejected' || made.state === 'cancelled') {
    const decided = made.state === 'cancelled' ? 'passed' : made.state;
    made.history.push(
      entry(
        made,
        decided === 'passed' ? 'pass' : 'reject',
        stateCode('pending'),
        decided,
        made.gxsj,
        made.yy,
      ),
    );
  }
  if (made.state === 'cancelled')
    made.history.push(entry(made, 'cancel', stateCode('passed'), 'cancelled', made.gxsj));
  return made;
}

function others(today: string): { talks: MockTalk[]; rooms: MockRoom[] } {
  const soon = addWorkingDays(today, 12);
  const tomorrow = addWorkingDays(today, 1);
  const later = addWorkingDays(today, 15);
  const day = 86_400_000;
  const list = [
    talk(MOCK_TALK_IDS.pending, {
      xjzt: MOCK_TALK_TITLES.pending,
      rq: soon,
      sd: '09:00-11:00',
      state: 'pending',
      gxsj: Date.now() - 2 * day,
    }),
    talk(MOCK_TALK_IDS.late, {
      xjzt: MOCK_TALK_TITLES.late,
      rq: tomorrow,
      sd: '19:00-21:00',
      state: 'passed',
      yjrs: 200,
      gxsj: Date.now() - 5 * day,
    }),
    talk(MOCK_TALK_IDS.online, {
      xjzt: MOCK_TALK_TITLES.online,
      rq: later,
      sd: TALK_SLOT,
      state: 'passed',
      xs: true,
      zblj: 'https://live.example.com/xjh/1001',
      gxsj: Date.now() - 6 * day,
    }),
    talk(MOCK_TALK_IDS.rejected, {
      xjzt: MOCK_TALK_TITLES.rejected,
      rq: soon,
      sd: TALK_SLOT,
      state: 'rejected',
      yy: MOCK_TALK_REJECT_REASON,
      gxsj: Date.now() - 8 * day,
    }),
    talk(MOCK_TALK_IDS.cancelled, {
      xjzt: MOCK_TALK_TITLES.cancelled,
      rq: later,
      sd: '09:00-11:00',
      state: 'cancelled',
      gxsj: Date.now() - 9 * day,
    }),
  ];
  return {
    talks: list,
    rooms: [
      claim('cd-h2', MOCK_TALK_IDS.pending, soon, '09:00-11:00', 'pending'),
      claim('cd-i1', MOCK_TALK_IDS.pending, soon, TALK_SLOT, 'pending'),
      claim('cd-h1', MOCK_TALK_IDS.late, tomorrow, '19:00-21:00', 'booked'),
      claim('cd-w1', MOCK_TALK_IDS.late, addWorkingDays(tomorrow, 1), '09:00-11:00', 'booked'),
      claim('cd-h3', MOCK_TALK_IDS.rejected, soon, TALK_SLOT, 'released'),
      claim('cd-h2', MOCK_TALK_IDS.cancelled, later, '09:00-11:00', 'released'),
    ],
  };
}

export function resetTalksMock({
  draft = {},
  others: withOthers = true,
  liveTaken: live = [],
  takenBeforeHold: raced = null,
  rules: ruleChanges = {},
}: TalksMockOptions = {}): void {
  nextId = 1;
  rules = { ...DEFAULT_TALK_RULES, ...ruleChanges };
  liveTaken = live;
  takenBeforeHold = raced;
  const date = talkDate();
  rooms = TAKEN_BY_OTHERS.map(({ cdid, sd }) =>
    claim(cdid, 'other', date, sd, 'held', Date.now() + TALK_HOLD_MS),
  );
  talks = [];
  if (draft !== null) {
    const state = draft.state ?? 'draft';
    talks.push(
      talk(MOCK_TALK_ID, {
        xjzt: TALK_TITLE,
        rq: date,
        sd: TALK_SLOT,
        state,
        xs: draft.online ?? false,
        zblj: draft.online ? 'https://live.example.com/xjh/2001' : '',
        jxry: draft.entrants ?? [],
        bz: '希望安排在下午场。',
        yjrs: draft.audience ?? TALK_AUDIENCE,
        gxsj: Date.now(),
      }),
    );
    const live = state === 'draft' || state === 'changes' ? 'held' : 'pending';
    const until = Date.now() + (draft.holdSecondsLeft ?? 570) * 1000;
    const hall = draft.hall ?? 'none';
    if (hall !== 'none' && !draft.online)
      rooms.push(
        hall === 'expired'
          ? claim('cd-h2', MOCK_TALK_ID, date, TALK_SLOT, 'expired')
          : claim(
              hall === 'paid' ? 'cd-h1' : 'cd-h2',
              MOCK_TALK_ID,
              date,
              TALK_SLOT,
              live,
              live === 'held' ? until : null,
            ),
      );
    if (draft.interview)
      rooms.push(claim('cd-i1', MOCK_TALK_ID, date, '09:00-11:00', live, live === 'held' ? until : null));
  }
  if (withOthers) {
    const sample = others(talkToday());
    talks.push(...sample.talks);
    rooms.push(...sample.rooms);
  }
}
resetTalksMock();

/** Holds that ended are swept as the server does whenever it reads or changes claims. */
function sweep(now = Date.now()) {
  for (const room of rooms)
    if (room.zt === 'held' && (room.dqsj ?? 0) <= now) Object.assign(room, { zt: 'expired', dqsj: null });
}

const liveClaim = (cdid: string, rq: string, sd: string) =>
  rooms.find((room) => room.cdid === cdid && room.rq === rq && room.sd === sd && LIVE_ROOM.includes(room.zt));
const roomsOf = (talkId: string) => rooms.filter((room) => room.xjhid === talkId);
const wire = ({ mine: _mine, ...room }: MockRoom): TalkRoom => room;

function lastCancelDay(item: MockTalk): string {
  if (item.state !== 'pending' && item.state !== 'passed' && item.state !== 'changes') return '';
  return addWorkingDays(item.rq, -rules.qxgzr);
}

function listItem(item: MockTalk): TalkListItem {
  const hall = roomsOf(item.id).find(
    (room) => room.cdlx === VENUE_KIND_CODES.talk && LIVE_ROOM.includes(room.zt),
  );
  return {
    id: item.id,
    xjzt: item.xjzt,
    rq: item.rq,
    sd: item.sd,
    xs: item.xs,
    zt: stateCode(item.state),
    ztmc: talkWorkflow.states[item.state].label,
    cdmc: hall?.cdmc ?? '',
    qxjzrq: lastCancelDay(item),
    gxsj: item.gxsj,
  };
}

function detail(item: MockTalk): TalkDetail {
  const { state: _state, ...fields } = item;
  const own = roomsOf(item.id);
  return {
    ...fields,
    ...listItem(item),
    dwmc: demoEmployer.dwmc,
    rooms: own.map(wire),
    zfy: own.filter((room) => LIVE_ROOM.includes(room.zt)).reduce((sum, room) => sum + room.fy, 0),
  };
}

const findTalk = (id: string | null | undefined) => talks.find((item) => item.id === id);
const json = <T extends JsonBodyType>(body: T) => HttpResponse.json(body);
const notFound = () => json(refuse(404, TALK_NOT_FOUND_MESSAGE));

/** The 只读 account may read talks but not change them (handlers/accountAdmin.ts). */
const readOnly = (request: Request) =>
  request.headers.get('accessToken') === MOCK_READONLY_TOKEN
    ? json(refuse(PERMISSION_DENIED_CODE, permissionDeniedMessage(TALKS_MANAGE, MOCK_MAIN_ACCOUNT_NAME)))
    : null;

function notEditable(item: MockTalk, what: string) {
  return EDITABLE.includes(item.state)
    ? null
    : json(refuse(400, `当前状态为“${talkWorkflow.states[item.state].label}”，不能${what}`));
}

const earliest = () => addWorkingDays(talkToday(), rules.tqgzr);

function invoiceOf(choice: InvoiceChoice): BookingInvoice {
  if ('fpxx' in choice) return choice.fpxx;
  const profile = INVOICE_PROFILES.find((each) => each.id === choice.fpid);
  if (profile === undefined) return null;
  const { id: _id, mr: _mr, ...fields } = profile;
  return fields;
}

function page<T>(records: T[], request: Request) {
  const query = new URL(request.url).searchParams;
  const number = Number(query.get('page') ?? 1) || 1;
  const size = Number(query.get('size') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  return { records: records.slice((number - 1) * size, number * size), total: records.length };
}

/** The date's claims stream: ready, then (once) the claims another employer makes meanwhile. */
function claimsStream(request: Request, date: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('retry: 60000\n\nevent: ready\ndata: {"sequence":0}\n\n'));
      const changes = date === talkDate() ? liveTaken : [];
      const timer = setTimeout(() => {
        changes.forEach(({ cdid, sd }, index) => {
          if (liveClaim(cdid, date, sd) === undefined)
            rooms.push(claim(cdid, 'other', date, sd, 'held', Date.now() + TALK_HOLD_MS));
          const event: TalkClaimsEvent = { rq: date, cdid, sd };
          controller.enqueue(
            encoder.encode(
              `id: ${index + 1}\nevent: ${TALK_CLAIMS_EVENT}\ndata: ${JSON.stringify(event)}\n\n`,
            ),
          );
        });
        liveTaken = [];
      }, 400);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
}

function hold(request: HoldRequest) {
  const item = findTalk(request.id);
  if (item === undefined) return notFound();
  const refused = notEditable(item, '预约场地');
  if (refused) return refused;
  const venue = venueOf(request.cdid);
  if (venue === undefined) return json(refuse(404, VENUE_NOT_FOUND_MESSAGE));
  if (venue.cdlx !== request.cdlx)
    return json(refuse(400, wrongKindMessage(venue.cdmc, venue.cdlx, request.cdlx)));
  if (request.rq < earliest()) return json(refuse(400, noticeMessage(rules.tqgzr, earliest())));
  const isHall = request.cdlx === VENUE_KIND_CODES.talk;
  if (isHall && item.xs) return json(refuse(400, '线上宣讲无需预约宣讲场地'));
  if (isHall && (request.rq !== item.rq || request.sd !== item.sd))
    return json(refuse(400, `宣讲场地的日期和时段须与宣讲会一致（${item.rq} ${item.sd}）`));
  if (!isHall && request.rq < item.rq) return json(refuse(400, roomBeforeTalkMessage(item.rq)));
  sweep();
  const own = roomsOf(item.id).filter((room) => LIVE_ROOM.includes(room.zt));
  if (!isHall && !item.xs && !own.some((room) => room.cdlx === VENUE_KIND_CODES.talk))
    return json(refuse(400, ROOMS_NEED_TALK_MESSAGE));
  if (takenBeforeHold === venue.cdid) {
    rooms.push(claim(venue.cdid, 'other', request.rq, request.sd, 'held', Date.now() + TALK_HOLD_MS));
    takenBeforeHold = null;
  }
  const current = liveClaim(venue.cdid, request.rq, request.sd);
  if (current !== undefined && current.xjhid !== item.id)
    return json(refuse(ROOM_TAKEN_CODE, ROOM_TAKEN_MESSAGE));
  const now = Date.now();
  if (current !== undefined)
    return json(ok({ cyid: current.id, dqsj: current.dqsj ?? now + TALK_HOLD_MS, now }));
  // A new hall replaces the talk's former one, held or ended.
  if (isHall)
    for (const room of roomsOf(item.id))
      if (room.cdlx === VENUE_KIND_CODES.talk && room.zt !== 'released')
        Object.assign(room, { zt: 'released', dqsj: null });
  const made = claim(venue.cdid, item.id, request.rq, request.sd, 'held', now + TALK_HOLD_MS);
  rooms.push(made);
  return json(ok({ cyid: made.id, dqsj: made.dqsj, now }, '场地已为您保留10分钟'));
}

function save(draft: TalkDraft) {
  const [problem] = Object.values(talkDraftProblems(draft));
  if (problem !== undefined) return json(refuse(400, problem));
  if (draft.rq < earliest()) return json(refuse(400, noticeMessage(rules.tqgzr, earliest())));
  const fields = {
    xjzt: draft.xjzt,
    rq: draft.rq,
    sd: draft.sd,
    yjrs: draft.yjrs,
    ggid: draft.ggid,
    zwids: draft.zwids,
    yx: draft.yx,
    zy: draft.zy,
    xs: draft.xs,
    zblj: draft.zblj,
    lxr: draft.lxr,
    bz: draft.bz,
    gxsj: Date.now(),
  };
  const existing = findTalk(draft.id);
  if (draft.id !== undefined) {
    if (existing === undefined) return notFound();
    const refused = notEditable(existing, '修改');
    if (refused) return refused;
    // Rooms the edited talk no longer fits are released, as the server does.
    for (const room of roomsOf(existing.id).filter((each) => LIVE_ROOM.includes(each.zt))) {
      const hall = room.cdlx === VENUE_KIND_CODES.talk;
      const misfit = hall
        ? draft.xs || room.rq !== draft.rq || room.sd !== draft.sd || room.zws < draft.yjrs
        : room.rq < draft.rq;
      if (misfit) Object.assign(room, { zt: 'released', dqsj: null });
    }
    Object.assign(existing, fields);
    if (draft.fpxx !== undefined && draft.fpxx !== null) existing.fpxx = invoiceOf(draft.fpxx);
    if (draft.jxry !== undefined) existing.jxry = draft.jxry;
    return json(ok({ id: existing.id }, '保存成功'));
  }
  const made = talk(`xjh-${nextId++}`, { ...fields, state: 'draft', cjsj: Date.now() });
  talks.push(made);
  return json(ok({ id: made.id }, '保存成功'));
}

function submit({ id, jxry, fpxx }: { id: string; jxry?: Entrant[]; fpxx?: InvoiceChoice | null }) {
  const item = findTalk(id);
  if (item === undefined) return notFound();
  const refused = notEditable(item, '提交');
  if (refused) return refused;
  if (item.rq < earliest()) return json(refuse(400, noticeMessage(rules.tqgzr, earliest())));
  sweep();
  const own = roomsOf(id);
  const ended = own.find((room) => room.zt === 'expired');
  if (ended !== undefined) return json(refuse(400, `“${ended.cdmc}”${HOLD_EXPIRED_MESSAGE}`));
  const live = own.filter((room) => LIVE_ROOM.includes(room.zt));
  if (!item.xs && !live.some((room) => room.cdlx === VENUE_KIND_CODES.talk))
    return json(refuse(400, HALL_MISSING_MESSAGE));
  const entrants = jxry ?? item.jxry;
  const problem = firstEntrantProblem(checkEntrants(entrants, rules.jxrssx, { allowEmpty: item.xs }));
  if (problem !== null) return json(refuse(400, `进校人员：${problem}`));
  const fee = live.reduce((sum, room) => sum + room.fy, 0);
  const invoice = fpxx ? invoiceOf(fpxx) : item.fpxx;
  if (fee > 0 && invoice === null) return json(refuse(400, INVOICE_CHOICE_MISSING));
  item.jxry = entrants;
  item.fpxx = fee > 0 ? invoice : null;
  item.history.push(entry(item, 'submit', stateCode(item.state), 'pending', Date.now()));
  item.state = 'pending';
  item.gxsj = Date.now();
  for (const room of live) Object.assign(room, { zt: 'pending', dqsj: null });
  return json(ok({ id, zt: stateCode('pending') }, '已提交，请等待学校审核'));
}

function cancel(id: string) {
  const item = findTalk(id);
  if (item === undefined) return notFound();
  const from = item.state;
  if (!talkWorkflow.transitions.some((move) => move.from === from && move.action === 'cancel'))
    return json(refuse(400, `当前状态为“${talkWorkflow.states[from].label}”，不能取消`));
  const lastDay = lastCancelDay(item);
  if (lastDay !== '' && talkToday() > lastDay) return json(refuse(400, cutoffMessage(lastDay)));
  item.history.push(entry(item, 'cancel', stateCode(from), 'cancelled', Date.now()));
  item.state = 'cancelled';
  item.gxsj = Date.now();
  for (const room of roomsOf(id))
    if (room.zt !== 'released') Object.assign(room, { zt: 'released', dqsj: null });
  return json(ok({ id, zt: stateCode('cancelled') }, '宣讲会已取消，场地已释放'));
}

export const talksHandlers: AnyHandler[] = [
  http.get(talkPaths.rules, () => json(ok(rules))),
  http.get(talkPaths.availability, ({ request }) => {
    sweep();
    const query = new URL(request.url).searchParams;
    const rq = query.get('rq') ?? '';
    const kind = query.get('cdlx') ?? VENUE_KIND_CODES.talk;
    const slot = query.get('sd');
    const audience = Number(query.get('yjrs') ?? 0);
    const venues = TALK_VENUES.filter((venue) => venue.cdlx === kind && venue.zws >= audience)
      .map(({ sd, ...venue }) => ({
        ...venue,
        slots: sd
          .filter((each) => slot === null || each === slot)
          .map((each) => {
            const taken = liveClaim(venue.cdid, rq, each);
            if (taken === undefined) return { sd: each, zt: 'free' as const };
            if (!taken.mine) return { sd: each, zt: 'taken' as const };
            return { sd: each, zt: 'mine' as const, cyid: taken.id, dqsj: taken.dqsj };
          }),
      }))
      .filter((venue) => venue.slots.length > 0)
      .sort((a, b) => a.zws - b.zws || a.cdmc.localeCompare(b.cdmc));
    return json(ok({ rq, now: Date.now(), venues }));
  }),
  http.get(talkPaths.availabilityEvents, ({ request }) =>
    claimsStream(request, new URL(request.url).searchParams.get('rq') ?? ''),
  ),
  http.post(
    talkPaths.hold,
    async ({ request }) => readOnly(request) ?? hold((await request.json()) as HoldRequest),
  ),
  http.post(talkPaths.release, async ({ request }) => {
    const denied = readOnly(request);
    if (denied) return denied;
    const { id } = (await request.json()) as { id: string };
    const room = rooms.find(
      (each) => each.id === id && each.mine && ['held', 'pending', 'expired'].includes(each.zt),
    );
    const item = findTalk(room?.xjhid);
    if (room === undefined || item === undefined) return json(refuse(404, ROOM_NOT_FOUND_MESSAGE));
    const refused = notEditable(item, '释放场地');
    if (refused) return refused;
    Object.assign(room, { zt: 'released', dqsj: null });
    return json(ok({ id }, '场地已释放'));
  }),
  http.post(
    talkPaths.save,
    async ({ request }) => readOnly(request) ?? save((await request.json()) as TalkDraft),
  ),
  http.post(
    talkPaths.submit,
    async ({ request }) =>
      readOnly(request) ?? submit((await request.json()) as Parameters<typeof submit>[0]),
  ),
  http.post(talkPaths.cancel, async ({ request }) => {
    const denied = readOnly(request);
    if (denied) return denied;
    return cancel(((await request.json()) as { id: string }).id);
  }),
  http.get(talkPaths.list, ({ request }) => {
    sweep();
    const state = new URL(request.url).searchParams.get('zt');
    const matching = talks
      .filter((item) => state === null || stateCode(item.state) === state)
      .sort((a, b) => b.gxsj - a.gxsj)
      .map(listItem);
    return json(ok(page(matching, request)));
  }),
  http.get(talkPaths.rooms, ({ request }) => {
    sweep();
    const kind = new URL(request.url).searchParams.get('cdlx') ?? VENUE_KIND_CODES.written;
    const matching = rooms
      .filter((room) => room.mine && room.cdlx === kind)
      .sort((a, b) => b.rq.localeCompare(a.rq) || a.sd.localeCompare(b.sd))
      .map((room) => {
        const item = findTalk(room.xjhid)!;
        return { ...wire(room), xjzt: item.xjzt, xjhzt: stateCode(item.state) };
      });
    return json(ok(page(matching, request)));
  }),
  http.get(talkPaths.detail, ({ request }) => {
    sweep();
    const item = findTalk(new URL(request.url).searchParams.get('id'));
    return item === undefined ? notFound() : json(ok(detail(item)));
  }),
  http.get(talkPaths.history, ({ request }) => {
    const item = findTalk(new URL(request.url).searchParams.get('id'));
    return item === undefined ? notFound() : json(ok(item.history));
  }),
];
