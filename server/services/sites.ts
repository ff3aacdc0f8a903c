import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SitesTable } from '../db/tables/sites';

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
