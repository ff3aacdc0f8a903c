import { sql, type Kysely } from 'kysely';
import type {
  ApplicationListItem,
  ApplicationListQuery,
  ApplicationListResult,
} from '../../contract/applications';
import { addDays, chinaDayStart } from '../../contract/chinaTime';
import { applicationWorkflow, stateOfCode, type ApplicationState } from '../../contract/workflow';
import { containing, filterValue, onPage } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import type { Database } from '../schema';
import type { EmployerScope } from '../workflow';
import { LIST_COLUMNS, listItemOf, stateCode } from './model';

// The employer's received resumes (jlgl/sddjl). Each filter has an index leading with employer, site
// and itself and ending with the time (migrations/047_applications.ts); the name search applies to the
// rows the indexed filters left.

/** The list's filters but the state (the tabs count each state under the others). */
function filtered(db: Kysely<Database>, scope: EmployerScope, query: ApplicationListQuery) {
  const position = filterValue(query.zwid);
  const education = filterValue(query.xl);
  const major = filterValue(query.zy);
  const school = filterValue(query.xxmc);
  const name = filterValue(query.xm);
  const from = filterValue(query.ksrq);
  const to = filterValue(query.jsrq);
  return db
    .selectFrom('applications')
    .where('employer_id', '=', scope.employerId)
    .where('site_code', '=', scope.siteCode)
    .$if(position !== null, (q) => q.where('position_id', '=', position ?? ''))
    .$if(education !== null, (q) => q.where('education', '=', education ?? ''))
    .$if((query.bynf ?? 0) > 0, (q) => q.where('graduation_year', '=', query.bynf ?? 0))
    .$if(major !== null, (q) => q.where('major', '=', major ?? ''))
    .$if(school !== null, (q) => q.where('school_name', '=', school ?? ''))
    .$if(from !== null, (q) => q.where('created_at', '>=', chinaDayStart(from ?? '')))
    .$if(to !== null, (q) => q.where('created_at', '<', chinaDayStart(addDays(to ?? '', 1))))
    .$if(name !== null, (q) => q.where(containing('student_name', name ?? '')));
}

/**
 * What the counts group by. Under a filter with its own index, an expression, not the bare column:
 * grouping by the column lets SQLite pick the (employer, site, state) index for its order and read every
 * row of the employer from the table to apply the filter; with the expression it takes the filter's
 * index, which ends with the state and so answers the count alone.
 */
function stateGroupOf(query: ApplicationListQuery) {
  const indexedFilter =
    [query.zwid, query.xl, query.zy, query.xxmc].some((value) => filterValue(value) !== null) ||
    (query.bynf ?? 0) > 0;
  return indexedFilter
    ? sql<ApplicationState>`${sql.ref('state')} || ''`
    : sql<ApplicationState>`${sql.ref('state')}`;
}

function stateOf(code: string | undefined): ApplicationState | null {
  const value = filterValue(code);
  return value === null ? null : (stateOfCode(applicationWorkflow, value) ?? null);
}

/** The rows of a query in the list's order, `limit` from `offset`. */
function ordered(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: ApplicationListQuery,
  state: ApplicationState | null,
) {
  const direction = query.px === 'tdsj_asc' ? 'asc' : 'desc';
  return filtered(db, scope, query)
    .select(LIST_COLUMNS)
    .$if(state !== null, (q) => q.where('state', '=', state ?? 'new'))
    .orderBy('created_at', direction)
    .orderBy('id', direction);
}

/**
 * GET /com/jlgl/list: one page of the employer's applications at its site, with the count of each state
 * among those the other filters leave (every state named, 0 when none); the total is the chosen tab's.
 */
export async function employerApplicationList(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: ApplicationListQuery,
): Promise<ApplicationListResult> {
  const state = stateOf(query.zt);
  const stateGroup = stateGroupOf(query);
  const [rows, countRows] = await Promise.all([
    onPage(ordered(db, scope, query, state), pageOf(query)).execute(),
    filtered(db, scope, query)
      .select([stateGroup.as('state'), (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy(stateGroup)
      .execute(),
  ]);
  const counts: Record<string, number> = {};
  for (const each of Object.keys(applicationWorkflow.states) as ApplicationState[])
    counts[stateCode(each)] = 0;
  for (const row of countRows) counts[stateCode(row.state)] = Number(row.count);
  const total =
    state === null
      ? Object.values(counts).reduce((sum, count) => sum + count, 0)
      : (counts[stateCode(state)] ?? 0);
  return { records: rows.map(listItemOf), total, counts };
}

/** The filtered list in its order, at most `limit` rows (the export). */
export async function employerApplicationRows(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: ApplicationListQuery,
  limit: number,
): Promise<ApplicationListItem[]> {
  const rows = await ordered(db, scope, query, stateOf(query.zt)).limit(limit).execute();
  return rows.map(listItemOf);
}
