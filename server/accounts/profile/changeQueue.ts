import type { Kysely } from 'kysely';
import type { ProfileChangeListItem } from '../../../contract/employerProfile';
import type { Page } from '../../../contract/paging';
import type { ProfileChangeState } from '../../../contract/workflow';
import { cappedCount, containing, onPage } from '../../core/db/listQueries';
import type { Database } from '../../schema';
import { toProfileChange, type ChangeRow } from './changeRequests';

// The school's queue of profile changes at its site (console /mgr/dwbg): always one site's rows,
// through the index (site, state, submitted).

export type ChangeQueueFilter = {
  siteCode: string;
  /** One state, or every state when undefined. */
  state: ProfileChangeState | undefined;
  /** Part of the old or new name or of the new credit code ('' for none). */
  keyword: string;
  page: number;
  size: number;
};

function filtered(db: Kysely<Database>, filter: ChangeQueueFilter) {
  const keyword = filter.keyword.trim();
  return db
    .selectFrom('employer_profile_changes')
    .where('site_code', '=', filter.siteCode)
    .$if(filter.state !== undefined, (query) => query.where('state', '=', filter.state ?? 'pending'))
    .$if(keyword !== '', (query) =>
      query.where((eb) =>
        eb.or([
          containing('new_name', keyword),
          containing('old_name', keyword),
          containing('new_credit_code', keyword),
        ]),
      ),
    );
}

export function toListItem(row: ChangeRow): ProfileChangeListItem {
  return { ...toProfileChange(row), dwid: row.employer_id, tjr: row.submitter_name };
}

/** One page: pending oldest first (who waited longest), other states newest first. */
export async function changeQueue(
  db: Kysely<Database>,
  filter: ChangeQueueFilter,
): Promise<Page<ProfileChangeListItem>> {
  const direction = filter.state === 'pending' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    onPage(
      filtered(db, filter).selectAll().orderBy('submitted_at', direction).orderBy('id', direction),
      filter,
    ).execute(),
    cappedCount(db, filtered(db, filter)),
  ]);
  return { records: rows.map(toListItem), total };
}

/** One request of the site; undefined for another site's or none. */
export function changeAtSite(db: Kysely<Database>, siteCode: string, id: string) {
  return db
    .selectFrom('employer_profile_changes')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
}
