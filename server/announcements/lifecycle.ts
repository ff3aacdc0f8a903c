import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_FIELD_LABELS, checkAnnouncement } from '../../contract/announcementRules';
import type { AnnouncementDraft } from '../../contract/announcements';
import { chinaDate } from '../../contract/chinaTime';
import type { PostingState } from '../../contract/workflow';
import { employerAccounts } from '../accounts';
import { copyAttachedUploads, type FileStorage, type Uploader } from '../files';
import type { Database } from '../schema';
import { postingLifecycle, type ActorRef, type EmployerScope } from '../workflow';
import { sanitizeBody } from './bodyHtml';
import { assertLinkable, linkedIdsOf, replaceLinks } from './links';
import { attachmentsOf, contentColumns, draftOf, type AnnouncementRow, type ContentColumns } from './model';
import { sanitizedDraft, wordingFlagsOf } from './rules';
import { deleteAnnouncement, insertAnnouncement, updateAnnouncement } from './store';
import { keepUploads } from './uploads';

// What happens to an announcement: the workflow's posting lifecycle, with the announcement's rules, its
// table, and what a save writes besides the row: its body through the allowlist, its linked positions
// and its files.

export const announcementLifecycle = postingLifecycle<AnnouncementRow, AnnouncementDraft, ContentColumns>({
  type: 'announcement',
  nameOf: (content) => content.title,
  accounts: employerAccounts,
  reviewsAutomatically: (rules) => rules.announcementReview === 'auto',
  fieldLabels: ANNOUNCEMENT_FIELD_LABELS,
  // Applied to the sanitized draft: its text and markup measured as the public page will show them.
  problemsOf: (_db, now, _siteCode, draft, mode) =>
    Promise.resolve(checkAnnouncement(draft, { today: chinaDate(now) }, mode)),
  wordingFlagsOf,
  contentColumns,
  draftOf: async (db, row) => draftOf(row, await linkedIdsOf(db, row.id)),
  insert: insertAnnouncement,
  update: updateAnnouncement,
  delete: deleteAnnouncement,
});

/** Who edits: the actor the audit trail names, and the uploader whose files may be claimed. */
export type Editor = { actor: ActorRef; uploader: Uploader };

/** Writes what a save keeps besides the row: the linked positions and the files (attachments, body images). */
function partsWriter(linked: readonly string[], paths: readonly string[], uploader: Uploader) {
  return async (trx: Kysely<Database>, id: string) => {
    await replaceLinks(trx, id, linked);
    await keepUploads(trx, id, paths, uploader);
  };
}

/**
 * POST /com/zpgg/save. The body goes through the allowlist first, whatever the client sent; the linked
 * positions must be the employer's and published (or linked already). Answers the id and the state
 * after saving.
 */
export async function saveAnnouncement(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  editor: Editor,
  received: AnnouncementDraft,
  existing: AnnouncementRow | null,
): Promise<{ id: string; state: PostingState }> {
  const { draft, imagePaths } = sanitizedDraft(received);
  const paths = [...draft.fj.map((file) => file.path), ...imagePaths];
  return announcementLifecycle.save(db, now, scope, editor.actor, draft, existing, {
    check: async () =>
      assertLinkable(db, scope, draft.glzw, existing === null ? [] : await linkedIdsOf(db, existing.id)),
    write: partsWriter(draft.glzw, paths, editor.uploader),
  });
}

/**
 * POST /com/zpgg/copy: a new draft with the same content, links and files of its own (copies of the
 * original's attachments and body images, so editing either never takes the other's away).
 */
export async function copyAnnouncement(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  actor: ActorRef,
  row: AnnouncementRow,
): Promise<string> {
  const userId = actor.id;
  if (userId === null) throw new Error('an announcement is copied by an employer user');
  const linked = await linkedIdsOf(db, row.id);
  const attachments = attachmentsOf(row);
  const images = sanitizeBody(row.body_html).imagePaths;
  const copies = await copyAttachedUploads(db, storage, now, {
    paths: [...attachments.map((file) => file.path), ...images],
    from: { kind: 'announcement', id: row.id },
    userId,
  });
  const body = sanitizeBody(row.body_html, (path) => copies.get(path) ?? null);
  const fj = attachments.flatMap((file) => {
    const path = copies.get(file.path);
    return path === undefined ? [] : [{ path, name: file.name }];
  });
  const draft: AnnouncementDraft = { ...draftOf(row, linked), ggnr: body.html, fj };
  const uploader = { userId, studentId: null, secretHash: null };
  const paths = [...fj.map((file) => file.path), ...body.imagePaths];
  return announcementLifecycle.copy(db, now, actor, row, draft, partsWriter(linked, paths, uploader));
}
