import type { Kysely } from 'kysely';
import type { StudentPositionQuery } from '../../contract/applications';
import { chinaDate } from '../../contract/chinaTime';
import type { Page } from '../../contract/paging';
import type { PublicPosition, PublicPositionListItem } from '../../contract/positions';
import type { PostingState } from '../../contract/workflow';
import { cappedCount, containing, filterValue, onPage } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import type { Database } from '../schema';
import { LIST_COLUMNS, publicListItemOf, publicPositionOf } from './model';
import { countPositionView } from './views';

// What students see of positions (/stu/zpgw/*): the published positions of their school still open,
// as the public list shows them, with a salary filter and recommendations; and what applying needs.

const SALARY_MONTHLY = '1';
const SALARY_ANNUAL = '2';
const MONTHS = 12;

function openAt(db: Kysely<Database>, siteCode: string, now: number) {
  return db
    .selectFrom('positions')
    .where('site_code', '=', siteCode)
    .where('state', '=', 'published')
    .where('deadline', '>=', chinaDate(now));
}

/** GET /stu/zpgw/list: the school's open positions, newest published first, by the search's filters. */
export async function studentPositionList(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  query: StudentPositionQuery,
): Promise<Page<PublicPositionListItem>> {
  const keyword = filterValue(query.keyword);
  const category = filterValue(query.category);
  const nature = filterValue(query.nature);
  const city = filterValue(query.city);
  const education = filterValue(query.education);
  const salary = query.salary ?? 0;
  const filtered = openAt(db, siteCode, now)
    .$if(category !== null, (q) => q.where('category', '=', category ?? ''))
    .$if(nature !== null, (q) => q.where('nature', '=', nature ?? ''))
    .$if(city !== null, (q) => q.where('city_code', '=', city ?? ''))
    .$if(education !== null, (q) => q.where('education', '=', education ?? ''))
    .$if(salary > 0, (q) =>
      q.where((eb) =>
        eb.or([
          eb.and([eb('salary_type', '=', SALARY_MONTHLY), eb('salary_max', '>=', salary)]),
          eb.and([eb('salary_type', '=', SALARY_ANNUAL), eb('salary_max', '>=', salary * MONTHS)]),
        ]),
      ),
    )
    .$if(keyword !== null, (q) =>
      q.where((eb) => eb.or([containing('name', keyword ?? ''), containing('employer_name', keyword ?? '')])),
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

/** How many of the newest open positions recommendations rank (a school has a few hundred at most). */
const RECOMMENDATION_POOL = 300;

/**
 * GET /stu/zpgw/recommended: open positions of the school, those naming the student's major first,
 * then those whose education requirement the student meets, each group newest first.
 */
export async function recommendedPositions(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  student: { major: string; education: string },
  size: number,
): Promise<PublicPositionListItem[]> {
  const rows = await openAt(db, siteCode, now)
    .select([...LIST_COLUMNS, 'majors', 'major_tags'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECOMMENDATION_POOL)
    .execute();
  const major = student.major.trim();
  const score = (row: (typeof rows)[number]) =>
    (major !== '' && (row.majors.includes(major) || row.major_tags.includes(major)) ? 2 : 0) +
    (row.education === '0' || (student.education !== '' && row.education <= student.education) ? 1 : 0);
  return rows
    .map((row, order) => ({ row, order, score: score(row) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, size)
    .map(({ row }) => publicListItemOf(row));
}

/** GET /stu/zpgw/detail: one open position of the school (a view counted), or undefined. */
export async function studentPosition(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  id: string,
): Promise<PublicPosition | undefined> {
  const row = await openAt(db, siteCode, now).selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  await countPositionView(db, row, now);
  return publicPositionOf(row);
}

/** What an application (or an invitation) needs of a position of the site, whatever its state. */
export type ApplicablePosition = {
  id: string;
  employerId: string;
  employerName: string;
  siteCode: string;
  name: string;
  /** Published and not past its deadline. */
  open: boolean;
};

const SEEN_STATES: readonly PostingState[] = ['published', 'offline', 'expired'];

export async function applicablePosition(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  id: string,
): Promise<ApplicablePosition | undefined> {
  const row = await db
    .selectFrom('positions')
    .select(['id', 'employer_id', 'employer_name', 'site_code', 'name', 'state', 'deadline'])
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  // Never published (a draft, one under review): students never saw it, so it answers as missing.
  if (row === undefined || !SEEN_STATES.includes(row.state)) return undefined;
  return {
    id: row.id,
    employerId: row.employer_id,
    employerName: row.employer_name,
    siteCode: row.site_code,
    name: row.name,
    open: row.state === 'published' && row.deadline >= chinaDate(now),
  };
}
