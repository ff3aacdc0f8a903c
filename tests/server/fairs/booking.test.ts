import { addDays, chinaDate } from '../../../contract/chinaTime';
import {
  BOOTH_EVENT,
  BOOTH_TAKEN_CODE,
  FAIR_MESSAGES,
  FAIR_WINDOW_CODE,
  HOLD_EXPIRED_CODE,
  boothTopic,
  fairPaths,
  type BoothChange,
  type FairBookingDetail,
  type FairBookingSummary,
  type FairListResult,
  type FairMap,
  type PublicFair,
} from '../../../contract/fairs';
import type { Page } from '../../../contract/paging';
import { addWorkingDays } from '../../../contract/workingDays';
import { employerAt, newSite, staffAt, type EmployerSession, type StaffSession } from '../support/postings';
import { startTestServer, type TestServer } from '../support/testServer';
import { fastPasswords } from '../support/sessions';
import { bookAndSubmit, createFair, draftFor, get, hold, minuteOf, post } from './support';

let server: TestServer;
let staff: StaffSession;
let employer: EmployerSession;
let other: EmployerSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
// Fresh sessions each test: tests move the clock by days.
beforeEach(async () => {
  staff = await staffAt(server.app);
  employer = await employerAt(server.app);
  other = await employerAt(server.app);
});
afterAll(() => server.close());

const mapOf = async (headers: Record<string, string>, fairId: string) =>
  (await get<FairMap>(server.app, fairPaths.map, { zphid: fairId }, headers)).result;
const cellState = (map: FairMap, boothId: string) =>
  map.halls.flatMap((hall) => hall.cells).find((cell) => cell.zwid === boothId)?.zt;

describe('booking a booth', () => {
  it('walks hold, save, submit, pass and check-in by the QR token, with the map and lists following', async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers, {
      zwfy: { '1': 500, '2': 900, '3': 700 },
    });
    const booth = boothIds[2] as string;
    const events: BoothChange[][] = [];
    const subscription = app.live.subscribe(boothTopic(fairId), (_sequence, event) => {
      if (event.name === BOOTH_EVENT) events.push(event.data as BoothChange[]);
    });

    const held = await hold(app, employer.headers, fairId, booth);
    expect(held.code).toBe(200);
    expect(held.result.zt).toBe('0');
    expect(held.result.fy).toBe(500);
    expect(held.result.sdjzsjms).toBe(app.clock.now() + 10 * 60_000);
    expect(events).toEqual([[{ zwid: booth, zt: '2', ydid: held.result.id }]]);
    expect(cellState(await mapOf(employer.headers, fairId), booth)).toBe('3');
    expect(cellState(await mapOf(other.headers, fairId), booth)).toBe('2');

    // Not ready: the steps are not done yet.
    const early = await post(app, fairPaths.submit, { id: held.result.id }, employer.headers);
    expect(early.message).toBe(FAIR_MESSAGES.notReady);
    // A paid booth needs its invoice.
    const noInvoice = await post(
      app,
      fairPaths.save,
      { ...draftFor(held.result, employer.creditCode), fpxx: null },
      employer.headers,
    );
    expect(noInvoice.code).toBe(400);
    const saved = await post<FairBookingDetail>(
      app,
      fairPaths.save,
      draftFor(held.result, employer.creditCode),
      employer.headers,
    );
    expect(saved.code).toBe(200);
    expect(saved.result.entrants).toHaveLength(1);
    expect(saved.result.fpxx).toMatchObject({ fptt: '测试单位' });

    const submitted = await post<FairBookingDetail>(
      app,
      fairPaths.submit,
      { id: held.result.id },
      employer.headers,
    );
    expect(submitted.result.zt).toBe('1');
    expect(submitted.result.qdlm).toBe('');

    const queue = await get<Page<{ id: string }>>(
      app,
      fairPaths.schoolBookings,
      { zt: '1', zphid: fairId },
      staff.headers,
    );
    expect(queue.result.records.map((item) => item.id)).toEqual([held.result.id]);
    const passed = await post(
      app,
      fairPaths.schoolReview,
      { id: held.result.id, action: 'pass' },
      staff.headers,
    );
    expect(passed.result).toEqual({ id: held.result.id, zt: '2' });

    const detail = await get<FairBookingDetail>(
      app,
      fairPaths.booking,
      { id: held.result.id },
      employer.headers,
    );
    expect(detail.result.qdlm).not.toBe('');
    expect(detail.result.qdewm).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(detail.result.history.map((entry) => entry.xzt)).toEqual(['0', '1', '2']);
    const mine = await get<Page<FairBookingSummary>>(app, fairPaths.myBookings, {}, employer.headers);
    expect(mine.result.records.map((item) => [item.id, item.zt, item.kqx])).toEqual([
      [held.result.id, '2', true],
    ]);
    const list = await get<FairListResult>(app, fairPaths.list, {}, employer.headers);
    const listed = list.result.records.find((fair) => fair.id === fairId);
    expect(listed).toMatchObject({ zt: '2', kxzws: 9, zzws: 10, wdyd: { id: held.result.id, zt: '2' } });
    expect(list.result.fwqsj).toBe(app.clock.now());

    const wrongToken = await post(app, fairPaths.schoolCheckIn, { qdlm: 'nope' }, staff.headers);
    expect(wrongToken.code).toBe(400);
    const checked = await post<FairBookingDetail>(
      app,
      fairPaths.schoolCheckIn,
      { qdlm: detail.result.qdlm },
      staff.headers,
    );
    expect(checked.code).toBe(200);
    expect(checked.result).toMatchObject({ zt: '8', qdzt: '1' });
    subscription?.unsubscribe();
  });

  it('refuses before the opening minute with the time by the server clock, and after the close', async () => {
    const { app } = server;
    const opens = minuteOf(app.clock.now() + 5 * 60_000);
    const { fairId, boothIds } = await createFair(app, staff.headers, { bmkssj: opens });
    const early = await hold(app, employer.headers, fairId, boothIds[0] as string);
    expect(early.code).toBe(FAIR_WINDOW_CODE);
    expect(early.message).toBe(`报名将于${opens}开始，请届时再来`);
    const list = await get<FairListResult>(app, fairPaths.list, {}, employer.headers);
    expect(list.result.records.find((fair) => fair.id === fairId)?.zt).toBe('1');

    server.clock.advance(5 * 60_000);
    expect((await hold(app, employer.headers, fairId, boothIds[0] as string)).code).toBe(200);

    const closes = minuteOf(app.clock.now() + 60_000);
    const closing = await createFair(app, staff.headers, { bmjzsj: closes });
    server.clock.advance(60_000);
    const late = await hold(app, employer.headers, closing.fairId, closing.boothIds[0] as string);
    expect(late).toMatchObject({ code: FAIR_WINDOW_CODE, message: `报名已于${closes}截止` });
  });

  it('gives a booth to one employer and an employer one booth, naming which rule refused', async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers, {
      cells: [
        { h: 0, l: 0, bh: 'A1', lx: '1' },
        { h: 0, l: 1, bh: '', lx: '0' },
        { h: 0, l: 2, bh: 'A2', lx: '2' },
      ],
    });
    const [first, second] = boothIds as [string, string];
    expect((await hold(app, employer.headers, fairId, first)).code).toBe(200);
    expect(await hold(app, other.headers, fairId, first)).toMatchObject({
      code: BOOTH_TAKEN_CODE,
      message: FAIR_MESSAGES.boothTaken,
    });
    expect(await hold(app, employer.headers, fairId, second)).toMatchObject({
      code: BOOTH_TAKEN_CODE,
      message: FAIR_MESSAGES.secondBooth,
    });
    const aisle = await app.db
      .selectFrom('fair_booths')
      .select('id')
      .where('fair_id', '=', fairId)
      .where('type', '=', '0')
      .executeTakeFirstOrThrow();
    expect((await hold(app, other.headers, fairId, aisle.id)).message).toBe(FAIR_MESSAGES.boothUnavailable);
    const elsewhere = await createFair(app, staff.headers);
    expect((await hold(app, other.headers, fairId, elsewhere.boothIds[0] as string)).message).toBe(
      FAIR_MESSAGES.boothNotFound,
    );
  });

  it('expires a hold after ten minutes: the booth is free again and the late save refused', async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers);
    const booth = boothIds[0] as string;
    const held = await hold(app, employer.headers, fairId, booth);
    server.clock.advance(10 * 60_000 + 1);
    const late = await post(
      app,
      fairPaths.save,
      draftFor(held.result, employer.creditCode),
      employer.headers,
    );
    expect(late).toMatchObject({ code: HOLD_EXPIRED_CODE, message: FAIR_MESSAGES.holdExpired });
    expect(cellState(await mapOf(other.headers, fairId), booth)).toBe('1');
    expect((await hold(app, other.headers, fairId, booth)).code).toBe(200);
    const expired = await get<FairBookingDetail>(
      app,
      fairPaths.booking,
      { id: held.result.id },
      employer.headers,
    );
    expect(expired.result.zt).toBe('6');
  });

  it('frees the booth at once on release, rejection and cancellation; refuses a late cancellation with the date', async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers);
    const booth = boothIds[0] as string;
    const held = await hold(app, employer.headers, fairId, booth);
    expect((await post(app, fairPaths.release, { id: held.result.id }, employer.headers)).code).toBe(200);
    expect(cellState(await mapOf(other.headers, fairId), booth)).toBe('1');

    const booking = await bookAndSubmit(app, employer, fairId, booth);
    const rejectNoReason = await post(
      app,
      fairPaths.schoolReview,
      { id: booking.id, action: 'reject' },
      staff.headers,
    );
    expect(rejectNoReason.message).toBe('请填写驳回的原因');
    await post(
      app,
      fairPaths.schoolReview,
      { id: booking.id, action: 'reject', reason: '材料不全' },
      staff.headers,
    );
    expect(cellState(await mapOf(other.headers, fairId), booth)).toBe('1');

    const again = await bookAndSubmit(app, employer, fairId, booth);
    const cancelled = await post(app, fairPaths.cancel, { id: again.id }, employer.headers);
    expect(cancelled.code).toBe(200);
    expect(cellState(await mapOf(other.headers, fairId), booth)).toBe('1');

    const soon = addDays(chinaDate(app.clock.now()), 3);
    const near = await createFair(app, staff.headers, { jbrq: soon, bmjzsj: `${addDays(soon, -2)} 17:00` });
    const late = await bookAndSubmit(app, employer, near.fairId, near.boothIds[0] as string);
    const lastDay = addWorkingDays(soon, -1);
    server.clock.advance(4 * 86_400_000);
    const refused = await post(app, fairPaths.cancel, { id: late.id }, employer.headers);
    expect(refused.message).toBe(`距招聘会不足一个工作日，已不能取消（最晚可于${lastDay}取消）`);
    const summary = await get<FairBookingDetail>(app, fairPaths.booking, { id: late.id }, employer.headers);
    expect(summary.result).toMatchObject({ kqx: false, zt: '1' });
  });

  it('passes at once where the fair reviews automatically', async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers, { shms: '2' });
    const booking = await bookAndSubmit(app, other, fairId, boothIds[0] as string);
    expect(booking.zt).toBe('2');
    expect(booking.qdlm).not.toBe('');
  });

  it("answers another employer's booking and another site's fair as missing", async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers);
    const held = await hold(app, employer.headers, fairId, boothIds[0] as string);
    for (const path of [fairPaths.booking, fairPaths.history])
      expect((await get(app, path, { id: held.result.id }, other.headers)).message).toBe(
        FAIR_MESSAGES.bookingNotFound,
      );
    for (const path of [fairPaths.release, fairPaths.submit, fairPaths.cancel])
      expect((await post(app, path, { id: held.result.id }, other.headers)).message).toBe(
        FAIR_MESSAGES.bookingNotFound,
      );
    const site = await newSite(app);
    const away = await employerAt(app, site);
    expect((await get(app, fairPaths.map, { zphid: fairId }, away.headers)).message).toBe(
      FAIR_MESSAGES.fairNotFound,
    );
    const otherStaff = await staffAt(app, site);
    expect(
      (await get(app, fairPaths.schoolBooking, { id: held.result.id }, otherStaff.headers)).message,
    ).toBe(FAIR_MESSAGES.bookingNotFound);
  });

  it('lists the site fairs publicly with free/total booths and nothing private', async () => {
    const { app } = server;
    const date = addDays(chinaDate(app.clock.now()), 30);
    const { fairId, boothIds } = await createFair(app, staff.headers, { zphmc: '公开列表专场', jbrq: date });
    await hold(app, other.headers, fairId, boothIds[0] as string);
    const page = await get<Page<PublicFair>>(app, fairPaths.publicList, {
      xxdm: '00000',
      keyword: '公开列表',
      ksrq: date,
      jsrq: date,
    });
    expect(page.result.total).toBe(1);
    expect(page.result.records[0]).toMatchObject({ id: fairId, kxzws: 9, zzws: 10 });
    expect(page.result.records[0]).not.toHaveProperty('wdyd');
  });
});
