import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { addDays, chinaDate, chinaDayStart } from '../../../contract/chinaTime';
import { studentApplicationPaths } from '../../../contract/applications';
import { positionPaths } from '../../../contract/positions';
import {
  STATISTICS_RANGE_MESSAGE,
  STATISTICS_SITE_MESSAGE,
  statisticsPaths,
  type StatisticsSummary,
} from '../../../contract/statistics';
import type { ApplicationState } from '../../../contract/workflow';
import { NO_GRANTS } from '../../../contract/permissions';
import { statisticsSummary } from '../../../server/statistics/summary';
import { countApplicationsInState, countApplicationsReceived } from '../../../server/applications';
import { positionViewsBetween } from '../../../server/positions';
import {
  insertApplication,
  publishedPosition,
  startApplicationServer,
  studentGet,
  studentWithResume,
  type ApplicationWorld,
} from '../applications/support';
import { employerAt, get, newSite, okResult, sessionAt, type EmployerSession } from '../support/postings';
import { plansOf } from '../support/queryPlans';

let world: ApplicationWorld;
beforeAll(async () => {
  world = await startApplicationServer();
});
afterAll(() => world.server.close());

const summaryOf = async (headers: Record<string, string>, from: string, to: string) =>
  okResult(await get<StatisticsSummary>(world.app, statisticsPaths.summary, { from, to }, headers));

/** An application of the employer at `siteCode` in `state`, received at `at` (epoch ms). */
async function applicationOf(
  app: FastifyInstance,
  employer: EmployerSession,
  siteCode: string,
  state: ApplicationState,
  at: number,
): Promise<void> {
  const id = await insertApplication(app, { dwid: employer.dwid, siteCode });
  await app.db.updateTable('applications').set({ state, created_at: at }).where('id', '=', id).execute();
}

const countOf = (summary: StatisticsSummary, state: ApplicationState) =>
  summary.applications?.funnel.find((entry) => entry.state === state)?.count;

describe('GET /com/tj/summary', () => {
  it("counts the employer's applications by state per site and range, never another employer's", async () => {
    const { app } = world;
    const today = chinaDate(app.clock.now());
    const employer = await employerAt(app);
    const other = await employerAt(app);
    const secondSite = await newSite(app);
    const lastMonth = chinaDayStart(addDays(today, -40)) + 3_600_000;
    const now = app.clock.now();
    for (const state of ['new', 'new', 'viewed', 'invited', 'offer', 'hired', 'rejected'] as const)
      await applicationOf(app, employer, employer.siteCode, state, now);
    await applicationOf(app, employer, employer.siteCode, 'new', lastMonth);
    await applicationOf(app, employer, secondSite, 'new', now);
    await applicationOf(app, other, other.siteCode, 'hired', now);

    const week = await summaryOf(employer.headers, addDays(today, -6), today);
    expect(week.siteCode).toBe(employer.siteCode);
    expect(week.applications).toMatchObject({ total: 7, interviews: 3, offers: 2, hires: 1 });
    expect(countOf(week, 'new')).toBe(2);
    expect(countOf(week, 'rejected')).toBe(1);
    expect(week.agreements).toBeNull();

    const twoMonths = await summaryOf(employer.headers, addDays(today, -60), today);
    expect(twoMonths.applications?.total).toBe(8);
    expect(twoMonths.trend.reduce((sum, point) => sum + (point.applications ?? 0), 0)).toBe(8);

    const before = await summaryOf(employer.headers, addDays(today, -10), addDays(today, -1));
    expect(before.applications?.total).toBe(0);

    const atSecondSite = await summaryOf(
      await sessionAt(app, employer, secondSite),
      addDays(today, -6),
      today,
    );
    expect(atSecondSite.siteCode).toBe(secondSite);
    expect(atSecondSite.applications?.total).toBe(1);
  });

  it('counts positions first published in the range', async () => {
    const { app } = world;
    const today = chinaDate(app.clock.now());
    const employer = await employerAt(app);
    await publishedPosition(world, employer, '数据分析师');
    await publishedPosition(world, employer, '前端工程师');
    const summary = await summaryOf(employer.headers, today, today);
    expect(summary.positions).toEqual({ published: 2, views: 0 });
    expect(summary.talks).toEqual({ held: 0, attendance: 0 });
    expect(summary.fairs).toEqual({ bookings: 0, passed: 0, checkedIn: 0 });
    const yesterday = addDays(today, -1);
    expect((await summaryOf(employer.headers, yesterday, yesterday)).positions).toEqual({
      published: 0,
      views: 0,
    });
  });

  it("counts the views of the employer's position details, public and the student portal's, by day", async () => {
    const { app } = world;
    const today = chinaDate(app.clock.now());
    const employer = await employerAt(app);
    const other = await employerAt(app);
    const id = await publishedPosition(world, employer, '算法工程师');
    const othersId = await publishedPosition(world, other, '测试工程师');
    for (const positionId of [id, id, othersId]) {
      const envelope = await get(app, positionPaths.publicDetail, { id: positionId, xxdm: '00000' });
      expect(envelope.code).toBe(200);
    }
    const student = await studentWithResume(app);
    const viewed = await studentGet(app, studentApplicationPaths.position, { id }, student);
    expect(viewed.code).toBe(200);
    expect((await summaryOf(employer.headers, today, today)).positions?.views).toBe(3);
    expect((await summaryOf(other.headers, today, today)).positions?.views).toBe(1);
    const yesterday = addDays(today, -1);
    expect((await summaryOf(employer.headers, yesterday, yesterday)).positions?.views).toBe(0);
  });

  it('counts at another site the employer stands passed at, and refuses one it does not', async () => {
    const { app } = world;
    const today = chinaDate(app.clock.now());
    const passedSite = await newSite(app);
    const employer = await employerAt(app, passedSite);
    const home = await sessionAt(app, employer, '00000');
    await applicationOf(app, employer, passedSite, 'new', app.clock.now());

    const atHome = await summaryOf(home, today, today);
    expect(atHome.siteCode).toBe('00000');
    expect(atHome.sites.map((site) => site.xxdm)).toEqual(['00000', passedSite]);
    expect(atHome.applications?.total).toBe(0);

    const chosen = okResult(
      await get<StatisticsSummary>(
        app,
        statisticsPaths.summary,
        { from: today, to: today, xxdm: passedSite },
        home,
      ),
    );
    expect(chosen.siteCode).toBe(passedSite);
    expect(chosen.applications?.total).toBe(1);

    const strange = await newSite(app);
    const refused = await get(app, statisticsPaths.summary, { from: today, to: today, xxdm: strange }, home);
    expect(refused.message).toBe(STATISTICS_SITE_MESSAGE);
  });

  it('leaves out the parts the role does not grant', async () => {
    const { app } = world;
    const today = chinaDate(app.clock.now());
    const grants = { ...NO_GRANTS, resumes: 'view' as const };
    const summary = await statisticsSummary(
      app.db,
      app.clock.now(),
      { employerId: world.employer.dwid, siteCode: world.employer.siteCode, sites: [], grants },
      { from: today, to: today },
    );
    expect(summary.applications).not.toBeNull();
    expect(summary.positions).toBeNull();
    expect(summary.talks).toBeNull();
    expect(summary.fairs).toBeNull();
    expect(summary.trend.every((point) => point.positions === null && point.applications !== null)).toBe(
      true,
    );
  });

  it('exports the figures, the funnel and the trend as .xlsx', async () => {
    const { app } = world;
    const today = chinaDate(app.clock.now());
    const employer = await employerAt(app);
    await applicationOf(app, employer, employer.siteCode, 'hired', app.clock.now());
    const response = await app.inject({
      method: 'GET',
      url: statisticsPaths.export,
      query: { from: today, to: today },
      headers: employer.headers,
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('招聘统计_'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['概览', '简历处理漏斗', '月度趋势']);
    const overview = workbook.getWorksheet('概览')?.getSheetValues().filter(Boolean) as unknown[][];
    expect(overview.find((row) => row[1] === '入职')?.[2]).toBe(1);
    expect(overview.find((row) => row[1] === '网签协议')?.[2]).toBe('暂无数据（网签功能开放后统计）');
    const funnel = workbook.getWorksheet('简历处理漏斗')?.getSheetValues().filter(Boolean) as unknown[][];
    expect(funnel.find((row) => row[1] === '已入职')?.[2]).toBe(1);
  });

  it('refuses a range that is reversed, malformed or longer than a year', async () => {
    const today = chinaDate(world.app.clock.now());
    for (const [from, to] of [
      [today, addDays(today, -1)],
      ['2026-02-30', today],
      [addDays(today, -400), today],
    ] as const) {
      const envelope = await get(world.app, statisticsPaths.summary, { from, to }, world.employer.headers);
      expect(envelope.message).toBe(STATISTICS_RANGE_MESSAGE);
    }
  });

  it('sums the views through the primary key, which starts with the employer and site', async () => {
    const plans = await plansOf(world.server, async (db) => {
      await positionViewsBetween(db, 'employer', '00000', '2026-01-01', '2026-12-31');
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/USING INDEX sqlite_autoindex_position_view_days_1|position_view_days_pk/);
    expect(plans[0]).not.toMatch(/SCAN position_view_days\b|Seq Scan/);
  });

  it('counts applications from index ranges alone', async () => {
    const range = { start: 0, end: world.app.clock.now() + 1 };
    const plans = await plansOf(world.server, async (db) => {
      await countApplicationsInState(db, 'employer', '00000', 'new', range);
      await countApplicationsReceived(db, 'employer', '00000', range);
    });
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toMatch(/USING COVERING INDEX applications_employer|Index Only Scan/);
      expect(plan).not.toMatch(/SCAN applications\b|Seq Scan/);
    }
  });
});
