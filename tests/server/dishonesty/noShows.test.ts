import { addDays, addOneYear, chinaDate } from '../../../contract/chinaTime';
import {
  SUSPENDED_CODE,
  dishonestyPaths,
  suspendedMessage,
  type DishonestyDetail,
  type DishonestyListResult,
} from '../../../contract/dishonesty';
import { fairPaths, type FairMap, type NoShowResult } from '../../../contract/fairs';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { employerAt, staffAt, type EmployerSession, type StaffSession } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { bookAndSubmit, createFair, get, hold, post } from '../fairs/support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

const DAY = 86_400_000;

/** A fair `daysAhead` away the employer books (passed automatically), then the clock moves past it. */
async function attendedFair(staff: StaffSession, employer: EmployerSession, daysAhead: number) {
  const { app } = server;
  const date = addDays(chinaDate(app.clock.now()), daysAhead);
  const fair = await createFair(app, staff.headers, {
    jbrq: date,
    bmjzsj: `${addDays(date, -1)} 17:00`,
    shms: '2',
  });
  const booking = await bookAndSubmit(app, employer, fair.fairId, fair.boothIds[0] as string);
  return { ...fair, date, booking };
}

describe('no-shows, the suspension rule and appeals', () => {
  it('marks no-shows after the fair, suspends the second time with the date, and lifts it on an accepted appeal', async () => {
    const { app } = server;
    let staff = await staffAt(app);
    const employer = await employerAt(app);
    const first = await attendedFair(staff, employer, 3);
    const attending = await employerAt(app);
    const checked = await bookAndSubmit(app, attending, first.fairId, first.boothIds[1] as string);

    const tooEarly = await post(
      app,
      fairPaths.schoolNoShow,
      { zphid: first.fairId, ids: [first.booking.id] },
      staff.headers,
    );
    expect(tooEarly.message).toContain('结束');
    await post(app, fairPaths.schoolCheckIn, { id: checked.id }, staff.headers);

    server.clock.advance(4 * DAY);
    staff = await staffAt(app);
    const marked = await post<NoShowResult>(
      app,
      fairPaths.schoolNoShow,
      { zphid: first.fairId, ids: [first.booking.id, checked.id] },
      staff.headers,
    );
    expect(marked.result.marked).toEqual([first.booking.id]);
    expect(marked.result.failed.map((entry) => entry.id)).toEqual([checked.id]);
    expect(marked.result.suspended).toEqual([]);
    // Marking again records nothing more.
    await post(app, fairPaths.schoolNoShow, { zphid: first.fairId, ids: [first.booking.id] }, staff.headers);

    const session = await sessionOf(employer);
    const records = await get<DishonestyListResult>(app, dishonestyPaths.list, {}, session);
    expect(records.result.total).toBe(1);
    expect(records.result.records[0]).toMatchObject({
      gzlx: '1',
      dxid: first.fairId,
      wgrq: first.date,
      zt: '1',
    });
    expect(records.result.tjyd).toBeNull();

    const second = await attendedFair(staff, { ...employer, headers: session }, 3);
    server.clock.advance(4 * DAY);
    staff = await staffAt(app);
    const again = await post<NoShowResult>(
      app,
      fairPaths.schoolNoShow,
      { zphid: second.fairId, ids: [second.booking.id] },
      staff.headers,
    );
    const until = addDays(addOneYear(second.date), -1);
    expect(again.result.suspended).toEqual([{ dwid: employer.dwid, dwmc: employer.name, jsrq: until }]);

    const now = await sessionOf(employer);
    const next = await createFair(app, staff.headers);
    const refused = await hold(app, now, next.fairId, next.boothIds[0] as string);
    expect(refused).toMatchObject({ code: SUSPENDED_CODE, message: suspendedMessage(until) });
    const map = await get<FairMap>(app, fairPaths.map, { zphid: next.fairId }, now);
    expect(map.result.tjyd?.jsrq).toBe(until);

    const list = await get<DishonestyListResult>(app, dishonestyPaths.list, {}, now);
    expect(list.result.tjyd?.jsrq).toBe(until);
    const record = list.result.records[0]!;
    expect(record.yx).toContain(until);

    // Appeal: a reason is required; the school rejects with a reason, then accepts a second appeal.
    expect(
      (await post(app, dishonestyPaths.appeal, { jlid: record.id, ssly: ' ', fjids: [] }, now)).message,
    ).toBe('请填写申诉理由');
    const appealed = await post<{ id: string }>(
      app,
      dishonestyPaths.appeal,
      { jlid: record.id, ssly: '当天因交通管制未能到场', fjids: [] },
      now,
    );
    expect(appealed.code).toBe(200);
    expect(
      (await post(app, dishonestyPaths.appeal, { jlid: record.id, ssly: '再次申诉', fjids: [] }, now))
        .message,
    ).toContain('正在处理');
    const noReason = await post(
      app,
      dishonestyPaths.schoolAnswer,
      { ssid: appealed.result.id, action: 'reject' },
      staff.headers,
    );
    expect(noReason.code).toBe(400);
    await post(
      app,
      dishonestyPaths.schoolAnswer,
      { ssid: appealed.result.id, action: 'reject', reason: '未提供证明' },
      staff.headers,
    );
    const rejected = await get<DishonestyDetail>(app, dishonestyPaths.detail, { id: record.id }, now);
    expect(rejected.result.zt).toBe('1');
    expect(rejected.result.appeals[0]).toMatchObject({ zt: '3', dfyy: '未提供证明' });

    const secondAppeal = await post<{ id: string }>(
      app,
      dishonestyPaths.appeal,
      { jlid: record.id, ssly: '附交通管制通知', fjids: [] },
      now,
    );
    const accepted = await post(
      app,
      dishonestyPaths.schoolAnswer,
      { ssid: secondAppeal.result.id, action: 'accept' },
      staff.headers,
    );
    expect(accepted.code).toBe(200);
    const revoked = await get<DishonestyDetail>(app, dishonestyPaths.detail, { id: record.id }, now);
    expect(revoked.result.zt).toBe('3');
    expect((await hold(app, now, next.fairId, next.boothIds[0] as string)).code).toBe(200);

    // Another employer reads none of it.
    const stranger = await employerAt(app);
    expect((await get(app, dishonestyPaths.detail, { id: record.id }, stranger.headers)).message).toBe(
      '不诚信记录不存在',
    );
  });
});

/** A new session of an existing employer (the clock moved past the old one's life). */
async function sessionOf(employer: EmployerSession): Promise<Record<string, string>> {
  const token = await openEmployerSession(
    server.app.db,
    server.app.clock.now(),
    employer.userId,
    '00000',
    employer.dwid,
  );
  return { accesstoken: token };
}
