import { addDays, addOneYear, chinaDate } from '../../../contract/chinaTime';
import {
  DEFAULT_NO_SHOW_RULE,
  SUSPENDED_CODE,
  dishonestyPaths,
  suspendedMessage,
  type DishonestyListResult,
  type NoShowRule,
} from '../../../contract/dishonesty';
import { fairPaths, type FairMap, type NoShowResult } from '../../../contract/fairs';
import { employerAt, newSite, sessionAt, staffAt, type EmployerSession } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { bookAndSubmit, createFair, get, hold, post } from '../fairs/support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

const DAY = 86_400_000;

describe('the site’s no-show rule', () => {
  it('answers the default rule until the site saves its own, and keeps what it saved', async () => {
    const { app } = server;
    const site = await newSite(app);
    const staff = await staffAt(app, site);
    expect((await get<NoShowRule>(app, dishonestyPaths.schoolRule, {}, staff.headers)).result).toEqual(
      DEFAULT_NO_SHOW_RULE,
    );
    expect(DEFAULT_NO_SHOW_RULE).toEqual({ wdccs: 2, tjts: 365, ztts: 365 });

    const saved = await post<NoShowRule>(
      app,
      dishonestyPaths.saveSchoolRule,
      { wdccs: 3, tjts: 730, ztts: 180 },
      staff.headers,
    );
    expect(saved).toMatchObject({
      code: 200,
      message: '保存成功',
      result: { wdccs: 3, tjts: 730, ztts: 180 },
    });
    expect((await get<NoShowRule>(app, dishonestyPaths.schoolRule, {}, staff.headers)).result).toEqual({
      wdccs: 3,
      tjts: 730,
      ztts: 180,
    });
    // Another site's staff reads its own (default) rule.
    const other = await staffAt(app, await newSite(app));
    expect((await get<NoShowRule>(app, dishonestyPaths.schoolRule, {}, other.headers)).result).toEqual(
      DEFAULT_NO_SHOW_RULE,
    );
  });

  it.each([
    [{ wdccs: 0, tjts: 365, ztts: 365 }, '未到场次数应为1到10之间的整数'],
    [{ wdccs: 11, tjts: 365, ztts: 365 }, '未到场次数应为1到10之间的整数'],
    [{ wdccs: 2, tjts: 29, ztts: 365 }, '统计天数应为30到1095之间的整数'],
    [{ wdccs: 2, tjts: 1096, ztts: 365 }, '统计天数应为30到1095之间的整数'],
    [{ wdccs: 2, tjts: 365, ztts: 0 }, '暂停预订天数应为1到1095之间的整数'],
    [{ wdccs: 2, tjts: 365, ztts: 1096 }, '暂停预订天数应为1到1095之间的整数'],
  ])('refuses %j: %s', async (rule, message) => {
    const { app } = server;
    const staff = await staffAt(app, await newSite(app));
    const refused = await post(app, dishonestyPaths.saveSchoolRule, rule, staff.headers);
    expect(refused).toMatchObject({ code: 400, message });
    expect((await get<NoShowRule>(app, dishonestyPaths.schoolRule, {}, staff.headers)).result).toEqual(
      DEFAULT_NO_SHOW_RULE,
    );
  });

  it('refuses a rule with a field missing or not a whole number, and an employer', async () => {
    const { app } = server;
    const staff = await staffAt(app);
    const missing = await post(app, dishonestyPaths.saveSchoolRule, { wdccs: 2, tjts: 365 }, staff.headers);
    expect(missing).toMatchObject({ code: 400, message: '参数 ztts 不能为空' });
    const fraction = await post(
      app,
      dishonestyPaths.saveSchoolRule,
      { wdccs: 2, tjts: 365, ztts: 1.5 },
      staff.headers,
    );
    expect(fraction).toMatchObject({ code: 400, message: '参数 ztts 格式不正确' });
    const employer = await employerAt(app);
    expect((await get(app, dishonestyPaths.schoolRule, {}, employer.headers)).code).toBe(42);
  });

  // Last: it moves the clock past the fairs.
  it('suspends after one no-show where the site says so, for its days, and not at a default site', async () => {
    const { app } = server;
    const strict = await newSite(app);
    let strictStaff = await staffAt(app, strict);
    const rule = { wdccs: 1, tjts: 180, ztts: 30 };
    await post(app, dishonestyPaths.saveSchoolRule, rule, strictStaff.headers);
    let defaultStaff = await staffAt(app);

    const date = addDays(chinaDate(app.clock.now()), 3);
    const fairAt = async (staff: { headers: Record<string, string> }, employer: EmployerSession) => {
      const fair = await createFair(app, staff.headers, {
        jbrq: date,
        bmjzsj: `${addDays(date, -1)} 17:00`,
        shms: '2',
      });
      const booking = await bookAndSubmit(app, employer, fair.fairId, fair.boothIds[0] as string);
      return { fairId: fair.fairId, bookingId: booking.id };
    };
    const strictEmployer = await employerAt(app, strict);
    const defaultEmployer = await employerAt(app);
    const strictFair = await fairAt(strictStaff, strictEmployer);
    const defaultFair = await fairAt(defaultStaff, defaultEmployer);

    server.clock.advance(4 * DAY);
    strictStaff = await staffAt(app, strict);
    defaultStaff = await staffAt(app);
    const markAt = (staff: { headers: Record<string, string> }, fair: typeof strictFair) =>
      post<NoShowResult>(
        app,
        fairPaths.schoolNoShow,
        { zphid: fair.fairId, ids: [fair.bookingId] },
        staff.headers,
      );

    const until = addDays(date, 30 - 1);
    const strictMarked = await markAt(strictStaff, strictFair);
    expect(strictMarked.result.suspended).toEqual([
      { dwid: strictEmployer.dwid, dwmc: strictEmployer.name, jsrq: until },
    ]);
    const defaultMarked = await markAt(defaultStaff, defaultFair);
    expect(defaultMarked.result.marked).toEqual([defaultFair.bookingId]);
    expect(defaultMarked.result.suspended).toEqual([]);

    // The strict site's employer is refused a booth, and its map and records state its site's rule.
    const strictSession = await sessionAt(app, strictEmployer, strict);
    const next = await createFair(app, strictStaff.headers);
    expect(await hold(app, strictSession, next.fairId, next.boothIds[0] as string)).toMatchObject({
      code: SUSPENDED_CODE,
      message: suspendedMessage(until),
    });
    const map = await get<FairMap>(app, fairPaths.map, { zphid: next.fairId }, strictSession);
    expect(map.result.tjyd).toEqual({ jsrq: until, yy: '招聘会预订展位后未到场' });
    const records = await get<DishonestyListResult>(app, dishonestyPaths.list, {}, strictSession);
    expect(records.result.gz).toEqual(rule);
    expect(records.result.tjyd?.jsrq).toBe(until);
    expect(records.result.records[0]).toMatchObject({
      wgrq: date,
      yxqz: addDays(date, 180 - 1),
      yx: `暂停预订招聘会展位和宣讲会至${until}`,
    });

    // The default site's employer books on, its record stating the default rule.
    const defaultSession = await sessionAt(app, defaultEmployer, '00000');
    const open = await createFair(app, defaultStaff.headers);
    expect((await hold(app, defaultSession, open.fairId, open.boothIds[0] as string)).code).toBe(200);
    const own = await get<DishonestyListResult>(app, dishonestyPaths.list, {}, defaultSession);
    expect(own.result.gz).toEqual(DEFAULT_NO_SHOW_RULE);
    expect(own.result.tjyd).toBeNull();
    expect(own.result.records[0]).toMatchObject({
      yxqz: addDays(date, 365 - 1),
      yx: '有效期内累计2次未到场将暂停预订一年',
    });

    // A longer suspension saved later applies at once; past its days booking opens again.
    await post(app, dishonestyPaths.saveSchoolRule, { ...rule, ztts: 365 }, strictStaff.headers);
    const longer = await get<DishonestyListResult>(app, dishonestyPaths.list, {}, strictSession);
    expect(longer.result.tjyd?.jsrq).toBe(addDays(addOneYear(date), -1));
    await post(app, dishonestyPaths.saveSchoolRule, rule, strictStaff.headers);
    server.clock.advance(30 * DAY);
    const later = await sessionAt(app, strictEmployer, strict);
    const reopened = await createFair(app, (await staffAt(app, strict)).headers);
    expect((await hold(app, later, reopened.fairId, reopened.boothIds[0] as string)).code).toBe(200);
  });
});
