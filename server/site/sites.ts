import type { Kysely } from 'kysely';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import type { SitesTable } from './tables';

export type Site = SitesTable;

export async function findSite(db: Kysely<Database>, code: string): Promise<Site | undefined> {
  return db.selectFrom('sites').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findMainSite(db: Kysely<Database>): Promise<Site> {
  return db
    .selectFrom('sites')
    .selectAll()
    .where('is_main', '=', 1)
    .orderBy('code')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The named site, or the main site when the code is unknown or absent. */
export async function findSiteOrMain(db: Kysely<Database>, code: string | undefined): Promise<Site> {
  const site = code === undefined ? undefined : await findSite(db, code);
  return site ?? findMainSite(db);
}

/** The named site; code 400 when there is none. */
export async function requireSite(db: Kysely<Database>, code: string): Promise<Site> {
  const site = await findSite(db, code);
  if (site === undefined) throw new ApiError(400, '学校站点不存在');
  return site;
}

/** Sets the site's theme colour (wzzsd, #rrggbb): the employer app and the console wear it on next load. */
export async function setSiteThemeColour(
  db: Kysely<Database>,
  siteCode: string,
  colour: string,
): Promise<void> {
  await db.updateTable('sites').set({ theme_color: colour }).where('code', '=', siteCode).execute();
}

/** One page of the platform's sites, the main site first then by code, with the total. */
export async function listSites(
  db: Kysely<Database>,
  page: { page: number; size: number },
): Promise<{ sites: Pick<Site, 'code' | 'name' | 'theme_color'>[]; total: number }> {
  const [sites, count] = await Promise.all([
    db
      .selectFrom('sites')
      .select(['code', 'name', 'theme_color'])
      .orderBy('is_main', 'desc')
      .orderBy('code')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    db
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { sites, total: Number(count.total) };
}

export type NewSite = { code: string; name: string; themeColour: string };

/**
 * Adds a school sub-site with the main site's system config (password level, salary types, chat) unless
 * it exists already (idempotent: answers whether it was added).
 */
export async function addSubSite(db: Kysely<Database>, now: number, site: NewSite): Promise<boolean> {
  const main = await findMainSite(db);
  const result = await db
    .insertInto('sites')
    .values({
      ...main,
      code: site.code,
      name: site.name,
      theme_color: site.themeColour,
      is_main: 0,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
