import type { Kysely } from 'kysely';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import type { PostingChanges, PostingColumns, PostingReach, PostingUpdate } from '../workflow';
import type { AnnouncementRow, ContentColumns } from './model';
import { releaseAllUploads } from './uploads';

// The announcements table as the posting lifecycle and the calls reach it.

const ANNOUNCEMENT_NOT_FOUND_CODE = 404;
const ANNOUNCEMENT_NOT_FOUND = '公告不存在';

/** Missing, another employer's or another site's: one answer, so nobody learns that an id exists. */
export const announcementNotFound = () => new ApiError(ANNOUNCEMENT_NOT_FOUND_CODE, ANNOUNCEMENT_NOT_FOUND);

/** An announcement within the reach: of the site, and of the employer when named. */
export async function findAnnouncement(
  db: Kysely<Database>,
  reach: PostingReach,
  id: string,
): Promise<AnnouncementRow> {
  const row = await db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .$if(reach.employerId !== undefined, (q) => q.where('employer_id', '=', reach.employerId ?? ''))
    .where('site_code', '=', reach.siteCode)
    .executeTakeFirst();
  if (row === undefined) throw announcementNotFound();
  return row;
}

export async function insertAnnouncement(db: Kysely<Database>, row: PostingColumns & ContentColumns) {
  await db.insertInto('announcements').values(row).execute();
}

/** Sets the columns where the announcement is still in the state it was read in; answers the rows changed. */
export async function updateAnnouncement(
  db: Kysely<Database>,
  row: AnnouncementRow,
  set: PostingUpdate<ContentColumns, PostingChanges>,
): Promise<number> {
  const result = await db
    .updateTable('announcements')
    .set(set)
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the announcement where it is still in the state it was read in, with its links, its files
 * going to the orphan sweep; answers the rows deleted (the caller's transaction undoes the rest when 0).
 */
export async function deleteAnnouncement(db: Kysely<Database>, row: AnnouncementRow): Promise<number> {
  await db.deleteFrom('announcement_positions').where('announcement_id', '=', row.id).execute();
  const result = await db
    .deleteFrom('announcements')
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted === 1) await releaseAllUploads(db, row.id);
  return deleted;
}
