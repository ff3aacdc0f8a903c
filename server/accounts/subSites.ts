import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import type { Page } from '../../contract/paging';
import { schoolSiteMessages, type SchoolSiteItem } from '../../contract/schoolSites';
import { employerReviewWorkflow, type EmployerReviewState } from '../../contract/workflow';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import { findSite, listSites, siteRulesOf, type Site } from '../site';
import type { ActorRef } from '../workflow';
import { employerStanding, moveStanding, openStanding, passIfAutomatic } from './standing';

// School sub-sites (dwsy/dlxxfz): one employer, many schools. Each site keeps its own standing row
// (employer_site_reviews), reviewed by that site's school alone; registering elsewhere reuses the
// profile its home site verified.

/** The employer's home site (where it registered) and name. */
async function employerOfRecord(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('employers')
    .select(['id', 'name', 'site_code'])
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
}

/**
 * One page of the platform's sites with the employer's standing at each: the page of sites, then
 * the employer's rows for exactly those sites (primary key lookups).
 */
export async function siteStandings(
  db: Kysely<Database>,
  session: { dwid: string; xxdm: string },
  page: { page: number; size: number },
): Promise<Page<SchoolSiteItem>> {
  const [{ sites, total }, employer] = await Promise.all([
    listSites(db, page),
    employerOfRecord(db, session.dwid),
  ]);
  const codes = sites.map((site) => site.code);
  const standings =
    codes.length === 0
      ? []
      : await db
          .selectFrom('employer_site_reviews')
          .select(['site_code', 'state', 'reason', 'submitted_at'])
          .where('employer_id', '=', session.dwid)
          .where('site_code', 'in', codes)
          .execute();
  const bySite = new Map(standings.map((row) => [row.site_code, row]));
  const records = sites.map((site): SchoolSiteItem => {
    const standing = bySite.get(site.code);
    return {
      xxdm: site.code,
      wzmc: site.name,
      wzzsd: site.theme_color,
      zt: standing === undefined ? '' : employerReviewWorkflow.states[standing.state].code,
      shyj: standing?.reason ?? '',
      tjsj: standing === undefined ? '' : chinaDateTime(standing.submitted_at),
      dqzd: site.code === session.xxdm,
      zczd: site.code === employer.site_code,
    };
  });
  return { records, total };
}

async function requireSubSite(db: Kysely<Database>, siteCode: string): Promise<Site> {
  const site = await findSite(db, siteCode);
  if (site === undefined) throw new ApiError(404, schoolSiteMessages.siteMissing);
  return site;
}

/**
 * Registers the employer at another site in one step, with the profile its home site verified (name,
 * credit code, nature, industry, licence: the employer's own row, nothing re-entered): its standing
 * there opens pending under that school's review, or passed where that site reviews automatically.
 * Refused where it stands already, and while its home registration is not passed (an unverified
 * profile is not reused). Answers the state it stands in.
 */
export async function registerAtSite(
  db: Kysely<Database>,
  now: number,
  request: { employerId: string; siteCode: string; actor: ActorRef },
): Promise<EmployerReviewState> {
  const site = await requireSubSite(db, request.siteCode);
  const employer = await employerOfRecord(db, request.employerId);
  const home = await employerStanding(db, employer.id, employer.site_code);
  if (home?.state !== 'passed') throw new ApiError(400, schoolSiteMessages.homeNotPassed);
  if ((await employerStanding(db, employer.id, site.code)) !== undefined)
    throw new ApiError(409, schoolSiteMessages.alreadyRegistered);
  const rules = await siteRulesOf(db, site.code);
  try {
    return await db.transaction().execute((trx) =>
      openStanding(trx, now, {
        employer: { id: employer.id, name: employer.name },
        siteCode: site.code,
        actor: request.actor,
        review: rules.employerReview,
      }),
    );
  } catch (error) {
    // Two registrations at once: the primary key (employer, site) lets one through.
    if ((await employerStanding(db, employer.id, site.code)) !== undefined)
      throw new ApiError(409, schoolSiteMessages.alreadyRegistered);
    throw error;
  }
}

/**
 * Submits a rejected or changes-requested registration at a site again, with the employer's current
 * profile (corrected at zhgl/dwxxwh): pending at that school again, or passed where it reviews
 * automatically. Answers the state it stands in.
 */
export async function resubmitAtSite(
  db: Kysely<Database>,
  now: number,
  request: { employerId: string; siteCode: string; actor: ActorRef },
): Promise<EmployerReviewState> {
  const site = await requireSubSite(db, request.siteCode);
  const employer = await employerOfRecord(db, request.employerId);
  const standing = await employerStanding(db, employer.id, site.code);
  if (standing === undefined) throw new ApiError(400, schoolSiteMessages.notRegistered);
  if (standing.state !== 'rejected' && standing.state !== 'changes')
    throw new ApiError(409, schoolSiteMessages.notResubmittable);
  const rules = await siteRulesOf(db, site.code);
  const registration = { employer: { id: employer.id, name: employer.name }, siteCode: site.code };
  return db.transaction().execute(async (trx) => {
    await moveStanding(trx, {
      ...registration,
      from: standing.state,
      action: 'submit',
      actor: request.actor,
      now,
    });
    return passIfAutomatic(trx, now, { ...registration, review: rules.employerReview });
  });
}

/** Entering a site needs the employer passed there: its school has verified it. */
export async function assertPassedAt(db: Kysely<Database>, employerId: string, siteCode: string) {
  const site = await requireSubSite(db, siteCode);
  const standing = await employerStanding(db, employerId, site.code);
  if (standing === undefined) throw new ApiError(400, schoolSiteMessages.notRegistered);
  if (standing.state !== 'passed') throw new ApiError(400, schoolSiteMessages.notPassed);
  return site;
}

/** The codes of the sites where the employer stands passed, in code order. */
export async function passedSiteCodesOf(db: Kysely<Database>, employerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('employer_site_reviews')
    .select('site_code')
    .where('employer_id', '=', employerId)
    .where('state', '=', 'passed')
    .orderBy('site_code')
    .execute();
  return rows.map((row) => row.site_code);
}
