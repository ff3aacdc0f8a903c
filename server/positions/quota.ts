import type { Kysely } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import { codeLabel, JOB_NATURES } from '../../contract/codeLists';
import type { Database } from '../schema';
import type { SiteRules } from '../site';
import { ApiError } from '../core/http/envelope';

/** A first submission over the site's daily cap. */
const DAILY_CAP_CODE = 429;

/** The natures a site caps per day (part-time is not capped). */
function capOf(rules: SiteRules, nature: string): number | null {
  if (nature === '1') return rules.fulltimeCap;
  if (nature === '2') return rules.internshipCap;
  return null;
}

function dailyCapMessage(nature: string, cap: number): string {
  return `本站每天最多首次提交${cap}个${codeLabel(JOB_NATURES, nature)}职位，今日已达上限，请明天再提交`;
}

/**
 * Counts a position submitted (or edited, back to review) with a capped nature it was never counted
 * under: one more first submission of that nature for the employer at the site on today's China date,
 * in one conditional upsert (the row stays locked until the caller's transaction ends on PostgreSQL;
 * SQLite runs one transaction at a time), so parallel submissions cannot pass the cap. Answers the
 * position's counted nature to keep; over the cap answers DAILY_CAP_CODE naming it, and the caller's
 * transaction rolls back whatever it did.
 */
export async function countAgainstDailyCap(
  trx: Kysely<Database>,
  now: number,
  rules: SiteRules,
  position: { employerId: string; siteCode: string; nature: string; countedNature: string },
): Promise<string> {
  const cap = capOf(rules, position.nature);
  if (cap === null || position.countedNature === position.nature) return position.countedNature;
  const refuse = () => new ApiError(DAILY_CAP_CODE, dailyCapMessage(position.nature, cap));
  if (cap < 1) throw refuse();
  const claimed = await trx
    .insertInto('position_daily_quota')
    .values({
      employer_id: position.employerId,
      site_code: position.siteCode,
      day: chinaDate(now),
      nature: position.nature,
      used: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['employer_id', 'site_code', 'day', 'nature'])
        .doUpdateSet((eb) => ({ used: eb('position_daily_quota.used', '+', 1) }))
        .where('position_daily_quota.used', '<', cap),
    )
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw refuse();
  return position.nature;
}
