import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import type { SchoolEmployerListItem } from '../../contract/console';
import type { Page } from '../../contract/paging';
import { employerReviewWorkflow, type EmployerReviewState } from '../../contract/workflow';
import { cappedCount, containing, onPage } from '../core/db/listQueries';
import { maskMobile } from '../core/masking';
import type { Database } from '../schema';

// The school's view of the employers registered at its site (console /mgr/dw): always one site's rows,
// found through the standing's primary key (employer, site) or its queue index (site, state, submitted).

export type EmployerQueueFilter = {
  siteCode: string;
  /** One state, or every state when undefined. */
  state: EmployerReviewState | undefined;
  /** Part of the name or of the credit code ('' for none). */
  keyword: string;
  page: number;
  size: number;
};

function registrations(db: Kysely<Database>, siteCode: string) {
  return db
    .selectFrom('employer_site_reviews as r')
    .innerJoin('employers as e', 'e.id', 'r.employer_id')
    .where('r.site_code', '=', siteCode);
}

function filtered(db: Kysely<Database>, filter: EmployerQueueFilter) {
  const keyword = filter.keyword.trim();
  return registrations(db, filter.siteCode)
    .$if(filter.state !== undefined, (query) => query.where('r.state', '=', filter.state ?? 'pending'))
    .$if(keyword !== '', (query) =>
      query.where((eb) => eb.or([containing('e.name', keyword), containing('e.credit_code', keyword)])),
    );
}

const itemColumns = [
  'e.id',
  'e.name',
  'e.credit_code',
  'e.nature',
  'e.industry',
  'e.contact_name',
  'e.created_at',
  'e.licence_path',
  'r.state',
  'r.reason',
  'r.submitted_at',
] as const;

/** A registration's columns, with the mobile of the user who registered it (its first home user). */
function withItemColumns(query: ReturnType<typeof registrations>) {
  return query.select([
    ...itemColumns,
    (eb) =>
      eb
        .selectFrom('employer_users as u')
        .select('u.mobile')
        .whereRef('u.employer_id', '=', 'e.id')
        .orderBy('u.created_at')
        .orderBy('u.id')
        .limit(1)
        .as('mobile'),
  ]);
}

type ItemRow = {
  id: string;
  name: string;
  credit_code: string;
  nature: string;
  industry: string;
  contact_name: string;
  created_at: number;
  state: EmployerReviewState;
  reason: string;
  submitted_at: number;
  mobile: string | null;
};

function toItem(row: ItemRow, mobile: (value: string) => string): SchoolEmployerListItem {
  return {
    id: row.id,
    dwmc: row.name,
    tyshxydm: row.credit_code,
    dwxz: row.nature,
    dwhy: row.industry,
    lxr: row.contact_name,
    sjhm: row.mobile === null ? '' : mobile(row.mobile),
    zt: employerReviewWorkflow.states[row.state].code,
    shyj: row.reason,
    zcsj: chinaDateTime(row.created_at),
    tjsj: chinaDateTime(row.submitted_at),
  };
}

/**
 * One page of the site's registrations: the pending queue oldest submission first (who waited
 * longest comes first), other states newest first; mobiles masked. The total stops at LIST_COUNT_CAP.
 */
export async function employerQueue(
  db: Kysely<Database>,
  filter: EmployerQueueFilter,
): Promise<Page<SchoolEmployerListItem>> {
  const direction = filter.state === 'pending' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    onPage(
      withItemColumns(filtered(db, filter))
        .orderBy('r.submitted_at', direction)
        .orderBy('r.employer_id', direction),
      filter,
    ).execute(),
    cappedCount(db, filtered(db, filter)),
  ]);
  return { records: rows.map((row) => toItem(row, maskMobile)), total };
}

/** One registration of the site with the full mobile and the licence; undefined for another site's or none. */
export async function registrationAtSite(db: Kysely<Database>, siteCode: string, employerId: string) {
  const row = await withItemColumns(registrations(db, siteCode))
    .where('r.employer_id', '=', employerId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return { ...toItem(row, (mobile) => mobile), yyzz: row.licence_path, state: row.state };
}
