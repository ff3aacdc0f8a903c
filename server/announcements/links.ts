import type { Kysely } from 'kysely';
import type { LinkedPosition } from '../../contract/announcements';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { positionsByIds } from '../positions';
import type { Database } from '../schema';
import type { EmployerScope } from '../workflow';

// Linked positions (关联职位): ids of the employer's positions at the same site, kept in the employer's
// order. A position is linked only while published; one already linked stays through later saves
// whatever its state, and only published ones show on public pages.

export const LINK_REFUSED = '关联职位不存在或未发布，请重新选择';

/** The ids an announcement links, in order. */
export async function linkedIdsOf(db: Kysely<Database>, announcementId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('announcement_positions')
    .select('position_id')
    .where('announcement_id', '=', announcementId)
    .orderBy('ordinal')
    .execute();
  return rows.map((row) => row.position_id);
}

/**
 * Refuses ids that are not the scope's own positions at its site, or not published unless already
 * linked: another employer's id answers as a missing one.
 */
export async function assertLinkable(
  db: Kysely<Database>,
  scope: EmployerScope,
  ids: readonly string[],
  alreadyLinked: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = new Map((await positionsByIds(db, ids)).map((position) => [position.id, position]));
  for (const id of ids) {
    const position = found.get(id);
    const own =
      position !== undefined &&
      position.employerId === scope.employerId &&
      position.siteCode === scope.siteCode;
    if (!own || (position.state !== 'published' && !alreadyLinked.includes(id)))
      throw new ApiError(VALIDATION_FAILED_CODE, LINK_REFUSED);
  }
}

/** Sets the announcement's links to exactly these ids, in this order. */
export async function replaceLinks(
  db: Kysely<Database>,
  announcementId: string,
  ids: readonly string[],
): Promise<void> {
  await db.deleteFrom('announcement_positions').where('announcement_id', '=', announcementId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('announcement_positions')
    .values(ids.map((id, ordinal) => ({ announcement_id: announcementId, position_id: id, ordinal })))
    .execute();
}

/**
 * The linked positions with their names, in order: those still the employer's at the site, and only
 * the published ones for a public page.
 */
export async function linkedPositionsOf(
  db: Kysely<Database>,
  scope: EmployerScope,
  ids: readonly string[],
  { publishedOnly }: { publishedOnly: boolean },
): Promise<LinkedPosition[]> {
  const found = new Map((await positionsByIds(db, ids)).map((position) => [position.id, position]));
  return ids.flatMap((id) => {
    const position = found.get(id);
    if (position === undefined) return [];
    if (position.employerId !== scope.employerId || position.siteCode !== scope.siteCode) return [];
    if (publishedOnly && position.state !== 'published') return [];
    return [{ id, zwmc: position.name }];
  });
}
