import type { Kysely } from 'kysely';
import type { ApplicationListQuery } from '../../../contract/applications';
import { employerApplicationList } from '../../../server/applications/lists';
import { studentApplications } from '../../../server/applications/studentReading';
import type { Database } from '../../../server/schema';
import { expectIndexOrder, plansOf } from '../support/queryPlans';
import { startTestServer, type TestServer } from '../support/testServer';

// The received-resumes list reads its page through an index serving its filter and its order (no scan
// of the table, no sort), whatever the number of applications; so does the student's own list.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const scope = { employerId: 'e1', siteCode: '00000' };
const FILTERS: [string, ApplicationListQuery][] = [
  ['no filter', {}],
  ['oldest first', { px: 'tdsj_asc' }],
  ['one state', { zt: '1' }],
  ['one position', { zwid: 'p1' }],
  ['a degree', { xl: '2' }],
  ['a graduation year', { bynf: 2026 }],
  ['a major', { zy: '统计学' }],
  ['a school', { xxmc: '山东大学' }],
];

it.each(FILTERS)('the employer list with %s reads its page in order from an index', async (_name, query) => {
  const [page] = await plansOf(server, (db: Kysely<Database>) => employerApplicationList(db, scope, query));
  expectIndexOrder([page ?? ''], 'applications');
});

it('the employer list counts its states from the index', async () => {
  const plans = await plansOf(server, (db: Kysely<Database>) => employerApplicationList(db, scope, {}));
  expect(plans).toHaveLength(2);
  expectIndexOrder(plans, 'applications');
});

// The state counts read the filter's index alone, so they stay cheap as an employer's applications grow.
it.each(FILTERS.filter(([, query]) => query.zt === undefined && query.px === undefined))(
  'the employer list with %s counts its states from the index alone',
  async (_name, query) => {
    const [, counts] = await plansOf(server, (db: Kysely<Database>) =>
      employerApplicationList(db, scope, query),
    );
    expect(counts).not.toMatch(/SCAN applications|Seq Scan/);
    // PostgreSQL picks among indexes by statistics, which an empty test table does not have.
    if (server.database.dialect === 'sqlite') expect(counts).toMatch(/USING COVERING INDEX applications_/);
  },
);

it('the student’s list reads its index in order', async () => {
  const [page] = await plansOf(server, (db: Kysely<Database>) => studentApplications(db, 's1', {}));
  expectIndexOrder([page ?? ''], 'applications');
});
