import type { Kysely } from 'kysely';
import { checkPosition, POSITION_FIELD_LABELS } from '../../contract/positionRules';
import type { PositionDraft } from '../../contract/positions';
import { employerAccounts } from '../accounts';
import type { Database } from '../schema';
import type { SiteRules } from '../site';
import { postingLifecycle } from '../workflow';
import { contentColumns, draftOf, type ContentColumns, type PositionRow } from './model';
import { countAgainstDailyCap } from './quota';
import { ruleContextOf, wordingFlagsOf } from './rules';
import { deletePosition, insertPosition, updatePosition, type FirstSubmission } from './store';

// What happens to a position: the workflow's posting lifecycle, with the position's rules (its site's
// salary types, selectable areas), its table, and the site's daily cap on first submissions.

/**
 * Runs in a submission's (or an edit's) transaction once the row moved: counts it against the daily
 * cap if its nature is one it was never counted under, and keeps that nature on the row.
 */
async function countedOnce(
  trx: Kysely<Database>,
  row: PositionRow,
  content: ContentColumns,
  now: number,
  rules: SiteRules,
): Promise<void> {
  const counted = await countAgainstDailyCap(trx, now, rules, {
    employerId: row.employer_id,
    siteCode: row.site_code,
    nature: content.nature,
    countedNature: row.counted_nature,
  });
  if (counted !== row.counted_nature)
    await trx.updateTable('positions').set({ counted_nature: counted }).where('id', '=', row.id).execute();
}

export const positionLifecycle = postingLifecycle<
  PositionRow,
  PositionDraft,
  ContentColumns,
  FirstSubmission
>({
  type: 'position',
  nameOf: (content) => content.name,
  accounts: employerAccounts,
  reviewsAutomatically: (rules) => rules.positionReview === 'auto',
  fieldLabels: POSITION_FIELD_LABELS,
  problemsOf: async (db, now, siteCode, draft, mode) =>
    checkPosition(draft, await ruleContextOf(db, siteCode, now), mode),
  wordingFlagsOf,
  contentColumns,
  draftOf: (_db, row) => Promise.resolve(draftOf(row)),
  insert: insertPosition,
  update: updatePosition,
  delete: deletePosition,
  submissionColumns: (row, content, now) => ({
    city_code: content.city_code,
    first_submitted_at: row.first_submitted_at ?? now,
  }),
  submitted: countedOnce,
});
