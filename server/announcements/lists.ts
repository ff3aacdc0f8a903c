import { sql, type Kysely } from 'kysely';
import type {
  AnnouncementListQuery,
  AnnouncementListResult,
  PublicAnnouncementListItem,
  PublicAnnouncementQuery,
  SchoolAnnouncementListItem,
  SchoolAnnouncementListQuery,
} from '../../contract/announcements';
import { chinaDate } from '../../contract/chinaTime';
import type { Page } from '../../contract/paging';
import { cappedCount, containing, filterValue, onPage } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import type { Database } from '../schema';
import { postingStateOf, schoolListOrder, schoolListState, stateTabs, type EmployerScope } from '../workflow';
import { LIST_COLUMNS, listItemOf, publicListItemOf, schoolListItemOf } from './model';

// The lists. Each reads one page through an index whose leading columns are the list's equality
// filters and whose last ones its order (migrations/040_announcements.ts); keyword matches are the only
// filters an index cannot serve, and they apply to the rows the indexed filters left.

/**
 * GET /com/zpgg/list: the session employer's announcements at its site, latest update first, with the
 * count of each state among those the keyword matches (the tabs); the total is that of the chosen tab.
 */
export async function employerAnnouncementList(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: AnnouncementListQuery,
): Promise<AnnouncementListResult> {
  const keyword = filterValue(query.keyword);
  const state = postingStateOf(filterValue(query.zt));
  const own = db
    .selectFrom('announcements')
    .where('employer_id', '=', scope.employerId)
    .where('site_code', '=', scope.siteCode)
    .$if(keyword !== null, (q) => q.where(containing('title', keyword ?? '')));
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
 * GET /mgr/zpgg/list: the school's announcements of one state (absent: pending, the queue, oldest
 * submission first; '': every state; other states latest update first), only flagged wording, or a
 * keyword on the title or the employer's name.
 */
export async function schoolAnnouncementList(
  db: Kysely<Database>,
  siteCode: string,
  query: SchoolAnnouncementListQuery,
): Promise<Page<SchoolAnnouncementListItem>> {
  const keyword = filterValue(query.keyword);
  const state = schoolListState(query.zt);
  const filtered = db
    .selectFrom('announcements')
    .where('site_code', '=', siteCode)
    .$if(state !== null, (q) => q.where('state', '=', state ?? 'pending'))
    .$if(query.flagged === '1', (q) => q.where('flagged', '=', 1))
    .$if(keyword !== null, (q) =>
      q.where((eb) =>
        eb.or([containing('title', keyword ?? ''), containing('employer_name', keyword ?? '')]),
      ),
    );
  const order = schoolListOrder(state);
  const [rows, total] = await Promise.all([
    onPage(filtered.select(LIST_COLUMNS), pageOf(query))
      .orderBy(order.column, order.direction)
      .orderBy('id', order.direction)
      .execute(),
    cappedCount(db, filtered),
  ]);
  return { records: rows.map(schoolListItemOf), total };
}

/**
 * A date column read as an expression, which no index serves: given `state = ? and end_date >= ?`, a
 * planner without statistics (SQLite) takes the expiry sweep's index (state, end_date) and sorts every
 * valid announcement of every site, instead of reading the public list's index in its order.
 */
const unindexed = (column: 'start_date' | 'end_date') => sql<string>`(${sql.ref(column)} || '')`;

/**
 * Published and within its validity (the expiry sweep runs every few minutes; this never waits for it,
 * and an announcement whose validity has not begun waits for its start).
 */
export function publishedAt(db: Kysely<Database>, siteCode: string | undefined, now: number) {
  const today = chinaDate(now);
  return db
    .selectFrom('announcements')
    .where('state', '=', 'published')
    .where(unindexed('start_date'), '<=', today)
    .where(unindexed('end_date'), '>=', today)
    .$if(siteCode !== undefined, (q) => q.where('site_code', '=', siteCode ?? ''));
}

/** GET /web/wsjysc/wzsy/getZpgg: a site's published, valid announcements, newest first. */
export async function publicAnnouncementList(
  db: Kysely<Database>,
  now: number,
  query: PublicAnnouncementQuery,
): Promise<Page<PublicAnnouncementListItem>> {
  const keyword = filterValue(query.keyword);
  const filtered = publishedAt(db, query.xxdm, now).$if(keyword !== null, (q) =>
    q.where((eb) => eb.or([containing('title', keyword ?? ''), containing('employer_name', keyword ?? '')])),
  );
  const [rows, total] = await Promise.all([
    onPage(filtered.select(LIST_COLUMNS), pageOf(query))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    cappedCount(db, filtered),
  ]);
  return { records: rows.map(publicListItemOf), total };
}

/** GET /web/wsjysc/wzsy/getZpggxq: one published, valid announcement (of the site, when named), or undefined. */
export async function findPublicAnnouncement(
  db: Kysely<Database>,
  now: number,
  siteCode: string | undefined,
  id: string,
) {
  return publishedAt(db, siteCode, now).selectAll().where('id', '=', id).executeTakeFirst();
}
