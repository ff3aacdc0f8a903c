import type { Kysely } from 'kysely';
import {
  employerPositionList,
  publicPositionList,
  schoolPositionList,
} from '../../../server/positions/lists';
import { expireOverduePositions } from '../../../server/positions';
import type { Database } from '../../../server/schema';
import { expectIndexOrder, plansOf } from '../support/queryPlans';
import { startTestServer, type TestServer } from '../support/testServer';

// Every list's queries run on an index that serves its filters and its order: no scan of the table,
// no sort.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const scope = { employerId: 'e1', siteCode: '00000' };
const LISTS: [string, (db: Kysely<Database>) => Promise<unknown>][] = [
  ['the employer list', (db) => employerPositionList(db, scope, {})],
  ['the employer list of one state', (db) => employerPositionList(db, scope, { zt: '2' })],
  ['the school queue', (db) => schoolPositionList(db, '00000', {})],
  ['the school queue, flagged only', (db) => schoolPositionList(db, '00000', { flagged: '1' })],
  ['the school list of one state', (db) => schoolPositionList(db, '00000', { zt: '2' })],
  ['the school list of every state', (db) => schoolPositionList(db, '00000', { zt: '' })],
  ...(['category', 'nature', 'city', 'education'] as const).map(
    (filter): [string, (db: Kysely<Database>) => Promise<unknown>] => [
      `the public list by ${filter}`,
      (db) =>
        publicPositionList(db, Date.now(), {
          xxdm: '00000',
          [filter]: { category: '13', nature: '1', city: '370100', education: '2' }[filter],
        }),
    ],
  ),
  ['the public list', (db) => publicPositionList(db, Date.now(), { xxdm: '00000' })],
];

it.each(LISTS)('%s reads an index in the list’s order', async (_name, work) => {
  const plans = await plansOf(server, work);
  expect(plans.length).toBeGreaterThanOrEqual(2);
  expectIndexOrder(plans, 'positions');
});

it('the expiry sweep reads its partial index', async () => {
  const [plan] = await plansOf(server, (db) => expireOverduePositions(db, Date.now()));
  expect(plan).toMatch(/positions_deadline/);
  expect(plan).not.toMatch(/SCAN positions|Seq Scan/);
});
