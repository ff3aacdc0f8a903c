import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ReviewMode } from './tables';

/** A site's review rules (the console's settings), with the defaults for a site that set none. */
export type SiteRules = {
  employerReview: ReviewMode;
  positionReview: ReviewMode;
  announcementReview: ReviewMode;
  /** Full-time and internship positions an employer may first submit per day (Tsinghua's rule: 1 and 1). */
  fulltimeCap: number;
  internshipCap: number;
};

export const DEFAULT_RULES: SiteRules = {
  employerReview: 'manual',
  positionReview: 'manual',
  announcementReview: 'manual',
  fulltimeCap: 1,
  internshipCap: 1,
};

export async function siteRulesOf(db: Kysely<Database>, siteCode: string): Promise<SiteRules> {
  const row = await db
    .selectFrom('site_rules')
    .selectAll()
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  if (row === undefined) return DEFAULT_RULES;
  return {
    employerReview: row.employer_review,
    positionReview: row.position_review,
    announcementReview: row.announcement_review,
    fulltimeCap: row.fulltime_cap,
    internshipCap: row.internship_cap,
  };
}

export async function saveSiteRules(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  rules: SiteRules,
): Promise<void> {
  const values = {
    employer_review: rules.employerReview,
    position_review: rules.positionReview,
    announcement_review: rules.announcementReview,
    fulltime_cap: rules.fulltimeCap,
    internship_cap: rules.internshipCap,
    updated_at: now,
  };
  await db
    .insertInto('site_rules')
    .values({ site_code: siteCode, ...values })
    .onConflict((conflict) => conflict.column('site_code').doUpdateSet(values))
    .execute();
}
