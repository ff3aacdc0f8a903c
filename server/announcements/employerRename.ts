import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * An employer's new name (a passed change of its profile) on every one of its announcements: the
 * lists show and search the copy each row keeps. Found by the employer's index.
 */
export async function renameEmployerAnnouncements(
  db: Kysely<Database>,
  employerId: string,
  name: string,
): Promise<void> {
  await db
    .updateTable('announcements')
    .set({ employer_name: name })
    .where('employer_id', '=', employerId)
    .execute();
}
