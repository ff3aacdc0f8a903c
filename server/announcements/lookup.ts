import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * An employer's published announcement at a site, by id (a talk or fair booking links one): its id and
 * title, or undefined when it is not one (another employer's, another site's, not published).
 */
export async function publishedAnnouncementOf(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  id: string,
): Promise<{ id: string; title: string } | undefined> {
  return db
    .selectFrom('announcements')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('state', '=', 'published')
    .executeTakeFirst();
}
