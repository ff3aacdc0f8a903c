import { http, HttpResponse } from 'msw';
import { chinaDateTime } from '../../../contract/chinaTime';
import { SUSPENDED_CODE, suspendedMessage } from '../../../contract/dishonesty';
import {
  BOOTH_EVENT,
  BOOTH_TAKEN_CODE,
  FAIR_MESSAGES,
  FAIR_WINDOW_CODE,
  HOLD_MINUTES,
  fairBookingWorkflow,
  fairPaths,
  notYetOpenMessage,
  type BoothCell,
  type BoothChange,
  type FairBookingDetail,
  type FairBookingDraft,
  type FairBookingState,
  type FairDetail,
  type FairStateCode,
  type HallMap,
} from '../../../contract/fairs';
import { ok, refuse } from './account';

/**
 * 招聘会 (docs/api.md, Job fairs): the demo site's fairs in memory, by the mock's clock (Date.now() as
 * the server's now). f-open is open with a 3 × 6 hall (A1…C6: C1 an aisle, A2 VIP ¥1,200, A6 and C6
 * corners ¥800, B3 and B4 taken); f-soon opens `opensInSeconds` from the reset; f-full has no free
 * booth; f-closed closed yesterday. Stories call resetFairsMock(options) first; `liveChanges` are sent
 * on f-open's booth stream shortly after a map connects (another employer taking a booth).
 */
type MockOptions = {
  opensInSeconds?: number;
  suspendedUntil?: string | null;
  /** A booking of the demo employer at f-open: held (with the booth) or in another state. */
  booking?: { booth: string; state: FairBookingState; canCancel?: boolean } | null;
  liveChanges?: BoothChange[];
  empty?: boolean;
};

const minute = (ms: number) => chinaDateTime(ms).slice(0, 16);
const DAY = 86_400_000;

const ROWS = ['A', 'B', 'C'];
function hallCells(taken: readonly string[], all: 'free' | 'taken' = 'free'): BoothCell[] {
  return ROWS.flatMap((row, h) =>
    Array.from({ length: 6 }, (_unused, l): BoothCell => {
      const bh = `${row}${l + 1}`;
      if (bh === 'C1') return { zwid: '', h, l, bh: '', lx: '0', zt: '0', fy: 0 };
      const lx = bh === 'A2' ? '2' : bh === 'A6' || bh === 'C6' ? '3' : '1';
      const fy = lx === '2' ? 1200 : lx === '3' ? 800 : 0;
      return { zwid: `zw-${bh}`, h, l, bh, lx, zt: all === 'taken' || taken.includes(bh) ? '2' : '1', fy };
    }),
  );
}

type MockFair = FairDetail & { halls: HallMap[] };
type MockBooking = FairBookingDetail & { state: FairBookingState };

let fairs: MockFair[] = [];
let bookings: MockBooking[] = [];
let suspendedUntil: string | null = null;
let liveChanges: BoothChange[] = [];
let nextId = 1;

function fair(
  id: string,
  name: string,
  opensAt: number,
  closesAt: number,
  taken: 'free' | 'taken',
  takenBooths: string[],
): MockFair {
  const date = chinaDateTime(Date.now() + 10 * DAY).slice(0, 10);
  const cells = hallCells(takenBooths, taken);
  const free = cells.filter((cell) => cell.zt === '1').length;
  const total = cells.filter((cell) => cell.lx !== '0').length;
  return {
    id,
    zphmc: name,
    zphlx: '1',
    jbrq: date,
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '体育馆一层',
    bmkssj: minute(opensAt),
    bmjzsj: minute(closesAt),
    zt: '2',
    kxzws: free,
    zzws: total,
    wdyd: null,
    ydfw: '1',
    hyfw: [],
    zwfy: { '1': 0, '2': 1200, '3': 800 },
    cjrs: 2,
    xyglgg: '0',
    shms: '1',
    zphjs: '一年一度的秋季大型双选会。',
    zhqxrq: chinaDateTime(Date.now() + 9 * DAY).slice(0, 10),
    halls: [{ hcid: `${id}-h1`, hcmc: '体育馆一层', hs: 3, ls: 6, kxzws: free, zzws: total, cells }],
  };
}

const stateCode = (state: FairBookingState) => fairBookingWorkflow.states[state].code;

function newBooking(
  target: MockFair,
  boothNumber: string,
  state: FairBookingState,
  canCancel = true,
): MockBooking {
  const cell = target.halls[0]?.cells.find((each) => each.bh === boothNumber);
  const id = `yd-${nextId++}`;
  const passed = state === 'passed';
  return {
    id,
    state,
    zphid: target.id,
    zphmc: target.zphmc,
    jbrq: target.jbrq,
    zwid: cell?.zwid ?? '',
    zwbh: boothNumber,
    zwlx: cell?.lx === '2' ? '2' : cell?.lx === '3' ? '3' : '1',
    hcmc: target.halls[0]?.hcmc ?? '',
    fy: cell?.fy ?? 0,
    zt: stateCode(state),
    ztmc: fairBookingWorkflow.states[state].label,
    sdjzsj: state === 'held' ? chinaDateTime(Date.now() + HOLD_MINUTES * 60_000) : '',
    sdjzsjms: state === 'held' ? Date.now() + HOLD_MINUTES * 60_000 : 0,
    kqx: ['pending', 'changes', 'passed'].includes(state) && canCancel,
    bkqxyy: canCancel ? '' : `距招聘会不足一个工作日，已不能取消（最晚可于${target.zhqxrq}取消）`,
    yy: '',
    tjsj: state === 'held' ? '' : chinaDateTime(Date.now() - 3_600_000),
    fpxx: null,
    entrants: [],
    glggid: '',
    glggmc: '',
    qdzt: '0',
    qdsj: '',
    qdlm: passed ? 'QD-MOCK-0001' : '',
    qdewm: passed
      ? 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMCIgaGVpZ2h0PSIxMCI+PHJlY3Qgd2lkdGg9IjEwIiBoZWlnaHQ9IjEwIi8+PC9zdmc+'
      : '',
    history: [],
    fwqsj: Date.now(),
  };
}

function setBooth(target: MockFair, boothId: string, zt: BoothCell['zt']) {
  for (const hall of target.halls) {
    hall.cells = hall.cells.map((cell) => (cell.zwid === boothId ? { ...cell, zt } : cell));
    hall.kxzws = hall.cells.filter((cell) => cell.zt === '1').length;
  }
  target.kxzws = target.halls.reduce((sum, hall) => sum + hall.kxzws, 0);
}

export function resetFairsMock({
  opensInSeconds = 3600,
  suspendedUntil: suspended = null,
  booking = null,
  liveChanges: changes = [],
  empty = false,
}: MockOptions = {}): void {
  const now = Date.now();
  nextId = 1;
  suspendedUntil = suspended;
  liveChanges = changes;
  fairs = empty
    ? []
    : [
        fair('f-open', '2026年秋季大型双选会', now - DAY, now + 5 * DAY, 'free', ['B3', 'B4']),
        fair('f-soon', '信息技术行业专场招聘会', now + opensInSeconds * 1000, now + 6 * DAY, 'free', []),
        fair('f-full', '先进制造业组团招聘会', now - DAY, now + 5 * DAY, 'taken', []),
        fair('f-closed', '冬季校园招聘会', now - 10 * DAY, now - DAY, 'free', []),
      ];
  bookings = [];
  const open = fairs[0];
  if (booking && open) {
    const made = newBooking(open, booking.booth, booking.state, booking.canCancel ?? true);
    bookings.push(made);
    setBooth(open, made.zwid, '2');
  }
}
resetFairsMock();

function stateOf(target: MockFair): FairStateCode {
  const now = minute(Date.now());
  if (now < target.bmkssj) return '1';
  if (now >= target.bmjzsj) return '4';
  return target.kxzws === 0 ? '3' : '2';
}

const LIVE = new Set<FairBookingState>(['held', 'pending', 'changes', 'passed', 'checkedIn', 'noShow']);
const mineAt = (fairId: string) =>
  bookings.find((each) => each.zphid === fairId && LIVE.has(each.state)) ?? null;
const summaryOf = ({
  fpxx: _fpxx,
  entrants: _entrants,
  glggid: _glggid,
  glggmc: _glggmc,
  qdzt: _qdzt,
  qdsj: _qdsj,
  qdlm: _qdlm,
  qdewm: _qdewm,
  history: _history,
  fwqsj: _fwqsj,
  state: _state,
  ...summary
}: MockBooking) => summary;

function publicFair(target: MockFair) {
  const { halls: _halls, ...rest } = target;
  const mine = mineAt(target.id);
  return { ...rest, zt: stateOf(target), wdyd: mine ? { id: mine.id, zwbh: mine.zwbh, zt: mine.zt } : null };
}

function withMine(target: MockFair): HallMap[] {
  const mine = mineAt(target.id);
  return target.halls.map((hall) => ({
    ...hall,
    cells: hall.cells.map((cell) => (mine && cell.zwid === mine.zwid ? { ...cell, zt: '3' } : cell)),
  }));
}

const findFair = (id: string | null) => fairs.find((each) => each.id === id);
const findBooking = (id: string | null) => bookings.find((each) => each.id === id);
const notFound = (message: string) => HttpResponse.json(refuse(404, message));

function move(booking: MockBooking, state: FairBookingState) {
  booking.state = state;
  booking.zt = stateCode(state);
  booking.ztmc = fairBookingWorkflow.states[state].label;
  booking.kqx = ['pending', 'changes', 'passed'].includes(state);
  if (!LIVE.has(state)) {
    const target = findFair(booking.zphid);
    if (target) setBooth(target, booking.zwid, '1');
  }
}

function liveStream(request: Request, fairId: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('retry: 60000\n\nevent: ready\ndata: {"sequence":0}\n\n'));
      const changes = fairId === 'f-open' ? liveChanges : [];
      const timer = setTimeout(() => {
        if (changes.length === 0) return;
        const target = findFair(fairId);
        for (const change of changes) if (target) setBooth(target, change.zwid, change.zt);
        controller.enqueue(
          encoder.encode(`id: 1\nevent: ${BOOTH_EVENT}\ndata: ${JSON.stringify(changes)}\n\n`),
        );
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

export const fairsHandlers = [
  http.get(fairPaths.list, () =>
    HttpResponse.json(ok({ records: fairs.map(publicFair), total: fairs.length, fwqsj: Date.now() })),
  ),
  http.get(fairPaths.detail, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const target = findFair(query.get('zphid') ?? query.get('id'));
    return target
      ? HttpResponse.json(ok({ ...publicFair(target), fwqsj: Date.now() }))
      : notFound(FAIR_MESSAGES.fairNotFound);
  }),
  http.get(fairPaths.halls, ({ request }) => {
    const target = findFair(new URL(request.url).searchParams.get('zphid'));
    if (!target) return notFound(FAIR_MESSAGES.fairNotFound);
    return HttpResponse.json(ok(target.halls.map(({ cells: _cells, ...hall }) => hall)));
  }),
  http.get(fairPaths.booths, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const target = findFair(query.get('zphid'));
    if (!target) return notFound(FAIR_MESSAGES.fairNotFound);
    const state = query.get('zt');
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const rows = withMine(target).flatMap((hall) =>
      hall.cells
        .filter((cell) => cell.lx !== '0' && (!state || cell.zt === state))
        .map((cell) => ({
          zwid: cell.zwid,
          bh: cell.bh,
          lx: cell.lx as '1' | '2' | '3',
          hcid: hall.hcid,
          hcmc: hall.hcmc,
          fy: cell.fy,
          zt: cell.zt,
        })),
    );
    return HttpResponse.json(ok({ records: rows.slice((page - 1) * size, page * size), total: rows.length }));
  }),
  http.get(fairPaths.map, ({ request }) => {
    const target = findFair(new URL(request.url).searchParams.get('zphid'));
    if (!target) return notFound(FAIR_MESSAGES.fairNotFound);
    const mine = mineAt(target.id);
    return HttpResponse.json(
      ok({
        zphid: target.id,
        zt: stateOf(target),
        bmkssj: target.bmkssj,
        bmjzsj: target.bmjzsj,
        fwqsj: Date.now(),
        halls: withMine(target),
        wdyd: mine ? summaryOf(mine) : null,
        tjyd: suspendedUntil ? { jsrq: suspendedUntil, yy: '一年内2次招聘会未到场' } : null,
      }),
    );
  }),
  http.get(fairPaths.boothEvents, ({ request }) =>
    liveStream(request, new URL(request.url).searchParams.get('fairId') ?? ''),
  ),
  http.post(fairPaths.hold, async ({ request }) => {
    const { zphid, zwid } = (await request.json()) as { zphid: string; zwid: string };
    const target = findFair(zphid);
    if (!target) return notFound(FAIR_MESSAGES.fairNotFound);
    if (suspendedUntil) return HttpResponse.json(refuse(SUSPENDED_CODE, suspendedMessage(suspendedUntil)));
    if (stateOf(target) === '1')
      return HttpResponse.json(refuse(FAIR_WINDOW_CODE, notYetOpenMessage(target.bmkssj)));
    if (mineAt(zphid)) return HttpResponse.json(refuse(BOOTH_TAKEN_CODE, FAIR_MESSAGES.secondBooth));
    const cell = target.halls.flatMap((hall) => hall.cells).find((each) => each.zwid === zwid);
    if (!cell) return HttpResponse.json(refuse(400, FAIR_MESSAGES.boothNotFound));
    if (cell.zt !== '1') return HttpResponse.json(refuse(BOOTH_TAKEN_CODE, FAIR_MESSAGES.boothTaken));
    const made = newBooking(target, cell.bh, 'held');
    bookings.push(made);
    setBooth(target, zwid, '2');
    return HttpResponse.json(ok(summaryOf(made), '展位已锁定'));
  }),
  http.post(fairPaths.release, async ({ request }) => {
    const booking = findBooking(((await request.json()) as { id: string }).id);
    if (!booking) return notFound(FAIR_MESSAGES.bookingNotFound);
    move(booking, 'released');
    return HttpResponse.json(ok(null, '展位已释放'));
  }),
  http.post(fairPaths.save, async ({ request }) => {
    const draft = (await request.json()) as FairBookingDraft;
    const booking = findBooking(draft.id);
    if (!booking) return notFound(FAIR_MESSAGES.bookingNotFound);
    if (draft.entrants.length === 0) return HttpResponse.json(refuse(400, '请至少填写1名进校人员'));
    booking.entrants = draft.entrants;
    booking.glggid = draft.glggid;
    booking.fpxx =
      draft.fpxx && 'fpxx' in draft.fpxx ? draft.fpxx.fpxx : booking.fy > 0 ? booking.fpxx : null;
    return HttpResponse.json(ok(null, '已保存'));
  }),
  http.post(fairPaths.submit, async ({ request }) => {
    const booking = findBooking(((await request.json()) as { id: string }).id);
    if (!booking) return notFound(FAIR_MESSAGES.bookingNotFound);
    if (booking.entrants.length === 0) return HttpResponse.json(refuse(400, FAIR_MESSAGES.notReady));
    move(booking, 'pending');
    booking.tjsj = chinaDateTime(Date.now());
    return HttpResponse.json(ok(summaryOf(booking), '已提交审核'));
  }),
  http.post(fairPaths.cancel, async ({ request }) => {
    const booking = findBooking(((await request.json()) as { id: string }).id);
    if (!booking) return notFound(FAIR_MESSAGES.bookingNotFound);
    if (!booking.kqx) return HttpResponse.json(refuse(400, booking.bkqxyy || '当前状态不能取消'));
    move(booking, 'cancelled');
    return HttpResponse.json(ok(null, '已取消'));
  }),
  http.get(fairPaths.myBookings, () =>
    HttpResponse.json(ok({ records: bookings.map(summaryOf), total: bookings.length })),
  ),
  http.get(fairPaths.booking, ({ request }) => {
    const booking = findBooking(new URL(request.url).searchParams.get('id'));
    if (!booking) return notFound(FAIR_MESSAGES.bookingNotFound);
    const { state: _state, ...detail } = booking;
    return HttpResponse.json(ok({ ...detail, fwqsj: Date.now() }));
  }),
  http.get(fairPaths.history, () => HttpResponse.json(ok([]))),
];
