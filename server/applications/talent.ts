import type { Kysely } from 'kysely';
import { talentItemOf, type TalentSearchItem, type TalentSearchQuery } from '../../contract/applications';
import type { Page } from '../../contract/paging';
import { employerStanding } from '../accounts';
import { pageOf } from '../core/http/schemas';
import { searchTalent } from '../resumes';
import type { Database } from '../schema';
import type { EmployerScope } from '../workflow';
import { studentsRevealedTo } from './store';

/**
 * GET /com/rcjs/search: opted-in students of the session's site, where the employer's school has passed
 * it (elsewhere it sees nobody). Name and contacts are masked unless the student applied to the employer
 * (by accepting its invitation or on their own).
 */
export async function searchTalentFor(
  db: Kysely<Database>,
  scope: EmployerScope,
  query: TalentSearchQuery,
): Promise<Page<TalentSearchItem>> {
  const standing = await employerStanding(db, scope.employerId, scope.siteCode);
  if (standing?.state !== 'passed') return { records: [], total: 0 };
  const { page, size, ...filters } = query;
  const paging = pageOf({ ...(page === undefined ? {} : { page }), ...(size === undefined ? {} : { size }) });
  const { rows, total } = await searchTalent(db, {
    siteCodes: [scope.siteCode],
    filters,
    page: paging.page,
    pageSize: paging.size,
  });
  const revealed = await studentsRevealedTo(
    db,
    scope.employerId,
    rows.map((row) => row.studentId),
  );
  return { records: rows.map((row) => talentItemOf(row, revealed.has(row.studentId))), total };
}
