import type { Kysely, Updateable } from 'kysely';
import { DEFAULT_NO_SHOW_RULE, suspensionRuleOf, type SuspensionRule } from '../../contract/dishonesty';
import type { Database } from '../schema';
import type { ReviewMode, SiteRulesTable } from './tables';

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

/** A site's talk rules (part of its settings; the console edits them with the venues). */
export type SiteTalkRules = { noticeDays: number; cancelDays: number; maxEntrants: number };

export const DEFAULT_TALK_RULES: SiteTalkRules = { noticeDays: 5, cancelDays: 2, maxEntrants: 4 };

export async function talkRulesOf(db: Kysely<Database>, siteCode: string): Promise<SiteTalkRules> {
  const row = await db
    .selectFrom('site_rules')
    .select(['talk_notice_days', 'talk_cancel_days', 'talk_max_entrants'])
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  if (row === undefined) return DEFAULT_TALK_RULES;
  return {
    noticeDays: row.talk_notice_days,
    cancelDays: row.talk_cancel_days,
    maxEntrants: row.talk_max_entrants,
  };
}

/** Saves a site's talk rules, keeping its other rules (a site without a row gets the defaults). */
export async function saveTalkRules(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  rules: SiteTalkRules,
): Promise<void> {
  await saveSomeRules(db, siteCode, {
    talk_notice_days: rules.noticeDays,
    talk_cancel_days: rules.cancelDays,
    talk_max_entrants: rules.maxEntrants,
    updated_at: now,
  });
}

/** The rule every site keeps until it sets its own (also the columns' defaults, migration 065). */
const DEFAULT_SUSPENSION_RULE = suspensionRuleOf(DEFAULT_NO_SHOW_RULE);

/** A site's no-show rule (server/dishonesty applies it; the console edits it with the other settings). */
export async function noShowRuleOf(db: Kysely<Database>, siteCode: string): Promise<SuspensionRule> {
  const row = await db
    .selectFrom('site_rules')
    .select(['no_show_count', 'no_show_window_days', 'no_show_suspension_days'])
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  if (row === undefined) return DEFAULT_SUSPENSION_RULE;
  return {
    count: row.no_show_count,
    windowDays: row.no_show_window_days,
    suspensionDays: row.no_show_suspension_days,
  };
}

/** Saves a site's no-show rule, keeping its other rules. */
export async function saveNoShowRule(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  rule: SuspensionRule,
): Promise<void> {
  await saveSomeRules(db, siteCode, {
    no_show_count: rule.count,
    no_show_window_days: rule.windowDays,
    no_show_suspension_days: rule.suspensionDays,
    updated_at: now,
  });
}

/** Updates some columns of a site's rules; a site without a row gets one with the defaults beside them. */
async function saveSomeRules(
  db: Kysely<Database>,
  siteCode: string,
  values: Omit<Updateable<SiteRulesTable>, 'site_code'> & { updated_at: number },
): Promise<void> {
  await db
    .insertInto('site_rules')
    .values({
      site_code: siteCode,
      employer_review: DEFAULT_RULES.employerReview,
      position_review: DEFAULT_RULES.positionReview,
      announcement_review: DEFAULT_RULES.announcementReview,
      fulltime_cap: DEFAULT_RULES.fulltimeCap,
      internship_cap: DEFAULT_RULES.internshipCap,
      ...values,
    })
    .onConflict((conflict) => conflict.column('site_code').doUpdateSet(values))
    .execute();
}
