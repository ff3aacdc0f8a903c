import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * An employer's new name (a passed change of its profile) on every one of its positions: the lists
 * show and search the copy each row keeps. Found by the employer's index.
 */
export async function renameEmployerPositions(
  db: Kysely<Database>,
  employerId: string,
  name: string,
): Promise<void> {
  await db
    .updateTable('positions')
    .set({ employer_name: name })
    .where('employer_id', '=', employerId)
    .execute();
}
