import { FAIR_MESSAGES, BOOTH_TAKEN_CODE, FAIR_WINDOW_CODE } from '../../../contract/fairs';
import { employerAt, staffAt, type EmployerSession } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { createFair, hold, minuteOf } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

describe('the opening-minute rush', () => {
  it('gives 10 booths to exactly 10 of 100 employers released at the opening instant, never one twice', async () => {
    const { app } = server;
    const staff = await staffAt(app);
    const opens = minuteOf(app.clock.now() + 60_000);
    const { fairId, boothIds } = await createFair(app, staff.headers, { bmkssj: opens, booths: 10 });
    const employers: EmployerSession[] = [];
    for (let index = 0; index < 100; index += 1) employers.push(await employerAt(app));

    // Before the opening minute every call is refused with the time.
    const early = await hold(app, employers[0]!.headers, fairId, boothIds[0] as string);
    expect(early.code).toBe(FAIR_WINDOW_CODE);
    server.clock.advance(60_000);

    // Each employer goes for one of the ten booths (ten per booth), all at once.
    const results = await Promise.all(
      employers.map((employer, index) => hold(app, employer.headers, fairId, boothIds[index % 10] as string)),
    );
    const granted = results.filter((result) => result.code === 200);
    const refused = results.filter((result) => result.code !== 200);
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const result of refused)
      expect(result).toMatchObject({ code: BOOTH_TAKEN_CODE, message: FAIR_MESSAGES.boothTaken });
    expect(new Set(granted.map((result) => result.result.zwid)).size).toBe(10);

    const live = await app.db
      .selectFrom('fair_bookings')
      .select(['booth_id', 'employer_id'])
      .where('fair_id', '=', fairId)
      .where('state', '=', 'held')
      .execute();
    expect(live).toHaveLength(10);
    expect(new Set(live.map((row) => row.booth_id)).size).toBe(10);
    expect(new Set(live.map((row) => row.employer_id)).size).toBe(10);
  });

  it('lets one employer racing for five booths at once hold only one', async () => {
    const { app } = server;
    const staff = await staffAt(app);
    const { fairId, boothIds } = await createFair(app, staff.headers, { booths: 5 });
    const employer = await employerAt(app);
    const results = await Promise.all(
      boothIds.map((boothId) => hold(app, employer.headers, fairId, boothId)),
    );
    expect(results.filter((result) => result.code === 200)).toHaveLength(1);
    for (const result of results.filter((entry) => entry.code !== 200))
      expect(result.message).toBe(FAIR_MESSAGES.secondBooth);
    const claims = await app.db
      .selectFrom('fair_booth_claims')
      .select('booth_id')
      .where('fair_id', '=', fairId)
      .execute();
    expect(claims).toHaveLength(1);
  });
});
