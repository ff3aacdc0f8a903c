import type { Kysely, SelectQueryBuilder } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import { MAX_PAGE_SIZE, type Page } from '../../contract/paging';
import type {
  PositionListQuery,
  PositionListResult,
  PublicPositionListItem,
  PublicPositionQuery,
  PublishedPositionOption,
  SchoolPositionListItem,
  SchoolPositionListQuery,
} from '../../contract/positions';
import { cappedCount, containing, filterValue, onPage } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import type { Database } from '../schema';
import { postingStateOf, schoolListOrder, schoolListState, stateTabs, type EmployerScope } from '../workflow';
import { LIST_COLUMNS, listItemOf, publicListItemOf, schoolListItemOf } from './model';
import type { ListTotals } from './totals';

// The lists. Each reads one page through an index whose leading columns are the list's equality
// filters and whose last ones its order (migrations/030_positions.ts); keyword matches are the only
// filters an index cannot serve, and they apply to the rows the indexed filters left.

type PositionQuery = SelectQueryBuilder<Database, 'positions', object>;

/** The capped total, through the kept totals when given (the routes'), else counted now. */
function totalOf(
  db: Kysely<Database>,
  query: PositionQuery,
  totals: { cache: ListTotals | undefined; siteCode: string; key: unknown },
): Promise<number> {
  const count = () => cappedCount(db, query);
  return totals.cache === undefined
    ? count()
    : totals.cache.get(totals.siteCode, JSON.stringify(totals.key), count);
}

/**
 * GET /com/zpgw/list: the session employer's positions at its site, latest update first, with the
 * count of each state among those the keyword matches (the tabs); the total is that of the chosen tab.
 */
export async function employerPositionList(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: PositionListQuery,
): Promise<PositionListResult> {
  const keyword = filterValue(query.keyword);
  const state = postingStateOf(filterValue(query.zt));
  const own = db
    .selectFrom('positions')
    .where('employer_id', '=', scope.employerId)
    .where('site_code', '=', scope.siteCode)
    .$if(keyword !== null, (q) => q.where(containing('name', keyword ?? '')));
  const [rows, countRows] = await Promise.all([
    onPage(
      own.select(LIST_COLUMNS).$if(state !== null, (q) => q.where('state', '=', state ?? 'draft')),
      pageOf(query),
    )
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    own
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('state')
      .execute(),
  ]);
  return { records: rows.map(listItemOf), ...stateTabs(countRows, state) };
}

/**
 * GET /mgr/zpgw/list: the school's positions of one state (absent: pending, the queue, oldest
 * submission first; '': every state; other states latest update first), by nature, category, flagged
 * wording or a keyword on the position's or the employer's name.
 */
export async function schoolPositionList(
  db: Kysely<Database>,
  siteCode: string,
  query: SchoolPositionListQuery,
  totals?: ListTotals,
): Promise<Page<SchoolPositionListItem>> {
  const keyword = filterValue(query.keyword);
  const state = schoolListState(query.zt);
  const nature = filterValue(query.gzxz);
  const category = filterValue(query.zwlb);
  const filtered = db
    .selectFrom('positions')
    .where('site_code', '=', siteCode)
    .$if(state !== null, (q) => q.where('state', '=', state ?? 'pending'))
    .$if(query.flagged === '1', (q) => q.where('flagged', '=', 1))
    .$if(nature !== null, (q) => q.where('nature', '=', nature ?? ''))
    .$if(category !== null, (q) => q.where('category', '=', category ?? ''))
    .$if(keyword !== null, (q) =>
      q.where((eb) => eb.or([containing('name', keyword ?? ''), containing('employer_name', keyword ?? '')])),
    );
  const order = schoolListOrder(state);
  const key = ['school', state, query.flagged === '1', nature, category, keyword];
  const [rows, total] = await Promise.all([
    onPage(filtered.select(LIST_COLUMNS), pageOf(query))
      .orderBy(order.column, order.direction)
      .orderBy('id', order.direction)
      .execute(),
    totalOf(db, filtered, { cache: totals, siteCode, key }),
  ]);
  return { records: rows.map(schoolListItemOf), total };
}

/** Published and not past the deadline (the expiry sweep runs every few minutes; this never waits for it). */
function publishedAt(db: Kysely<Database>, siteCode: string, now: number) {
  return db
    .selectFrom('positions')
    .where('site_code', '=', siteCode)
    .where('state', '=', 'published')
    .where('deadline', '>=', chinaDate(now));
}

/** GET /web/wsjysc/wzsy/getZpgw: a site's published positions, newest first. */
export async function publicPositionList(
  db: Kysely<Database>,
  now: number,
  query: PublicPositionQuery,
  totals?: ListTotals,
): Promise<Page<PublicPositionListItem>> {
  const keyword = filterValue(query.keyword);
  const category = filterValue(query.category);
  const nature = filterValue(query.nature);
  const city = filterValue(query.city);
  const education = filterValue(query.education);
  const filtered = publishedAt(db, query.xxdm, now)
    .$if(category !== null, (q) => q.where('category', '=', category ?? ''))
    .$if(nature !== null, (q) => q.where('nature', '=', nature ?? ''))
    .$if(city !== null, (q) => q.where('city_code', '=', city ?? ''))
    .$if(education !== null, (q) => q.where('education', '=', education ?? ''))
    .$if(keyword !== null, (q) =>
      q.where((eb) => eb.or([containing('name', keyword ?? ''), containing('employer_name', keyword ?? '')])),
    );
  const [rows, total] = await Promise.all([
    onPage(filtered.select(LIST_COLUMNS), pageOf(query))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    totalOf(db, filtered, {
      cache: totals,
      siteCode: query.xxdm,
      key: ['public', chinaDate(now), category, nature, city, education, keyword],
    }),
  ]);
  return { records: rows.map(publicListItemOf), total };
}

/** GET /web/wsjysc/wzsy/getZpgwxq: one published position of the site, or undefined. */
export async function findPublicPosition(
  db: Kysely<Database>,
  now: number,
  siteCode: string | undefined,
  id: string,
) {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('id', '=', id)
    .where('state', '=', 'published')
    .where('deadline', '>=', chinaDate(now))
    .$if(siteCode !== undefined, (q) => q.where('site_code', '=', siteCode ?? ''))
    .executeTakeFirst();
}

/**
 * GET /com/zpgw/published: the session employer's published positions still open (for linking to an
 * announcement), latest update first, at most MAX_PAGE_SIZE, optionally matching a keyword.
 */
export async function publishedOptions(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  keyword: string | undefined,
): Promise<PublishedPositionOption[]> {
  const matching = filterValue(keyword);
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'name'])
    .where('employer_id', '=', scope.employerId)
    .where('site_code', '=', scope.siteCode)
    .where('state', '=', 'published')
    .where('deadline', '>=', chinaDate(now))
    .$if(matching !== null, (q) => q.where(containing('name', matching ?? '')))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({ id: row.id, zwmc: row.name }));
}
