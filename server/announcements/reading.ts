import type { Kysely } from 'kysely';
import type { AnnouncementDetail, PublicAnnouncement } from '../../contract/announcements';
import { postingWorkflow, type ReviewHistoryEntry } from '../../contract/workflow';
import type { Database } from '../schema';
import { historyOf } from '../workflow';
import { linkedIdsOf, linkedPositionsOf } from './links';
import { announcementOf, flagsOf, publicAnnouncementOf, type AnnouncementRow } from './model';

const scopeOf = (row: AnnouncementRow) => ({ employerId: row.employer_id, siteCode: row.site_code });

/** An announcement's history, oldest first (the caller has checked the reader may see it). */
export function historyOfAnnouncement(
  db: Kysely<Database>,
  row: AnnouncementRow,
): Promise<ReviewHistoryEntry[]> {
  return historyOf(db, postingWorkflow, 'announcement', row.id, row.site_code);
}

/** The announcement with its linked positions (any state), its content check's flags and its history. */
export async function detailOf(db: Kysely<Database>, row: AnnouncementRow): Promise<AnnouncementDetail> {
  const [linked, history] = await Promise.all([
    linkedIdsOf(db, row.id).then((ids) => linkedPositionsOf(db, scopeOf(row), ids, { publishedOnly: false })),
    historyOfAnnouncement(db, row),
  ]);
  return { ...announcementOf(row, linked), flags: flagsOf(row), history };
}

/** What a public page shows: only the published linked positions. */
export async function publicDetailOf(
  db: Kysely<Database>,
  row: AnnouncementRow,
): Promise<PublicAnnouncement> {
  const ids = await linkedIdsOf(db, row.id);
  return publicAnnouncementOf(row, await linkedPositionsOf(db, scopeOf(row), ids, { publishedOnly: true }));
}
