import type { Kysely } from 'kysely';
import { FEEDBACK_BUCKET, type UploadBucket } from '../../contract/files';
import type { Database } from '../schema';
import type { Uploader } from './storage/ownership';
import type { AttachmentKind } from './tables';

/** What files are attached to: a feedback post, an employer (its licence), an announcement. */
export type AttachmentOwner = { kind: AttachmentKind; id: string };

export type ClaimRequest = {
  paths: readonly string[];
  bucket: UploadBucket;
  owner: AttachmentOwner;
  /** Who may attach a file not yet attached: the session user or student, or the upload-owner secret. */
  uploader: Uploader;
};

/**
 * Attaches each path that is in the bucket, not discarded, and either unattached and uploaded by this
 * uploader or already attached to this same owner (saving again is idempotent). One conditional update:
 * of two owners claiming one file, exactly one gets it. Answers how many of the (distinct) paths are now
 * attached to the owner; fewer than asked means some path was unknown, someone else's, attached
 * elsewhere, or on its way out, and the caller refuses (inside its transaction, so nothing stays claimed).
 */
export async function claimUploads(db: Kysely<Database>, request: ClaimRequest): Promise<number> {
  const paths = [...new Set(request.paths)];
  if (paths.length === 0) return 0;
  const { owner, uploader } = request;
  const claimed = await db
    .updateTable('files')
    .set({ attached_kind: owner.kind, attached_id: owner.id })
    .where('path', 'in', paths)
    .where('bucket', '=', request.bucket)
    // A file the orphan sweep (or its uploader) has started to remove cannot be attached.
    .where('discarded_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('attached_kind', '=', owner.kind), eb('attached_id', '=', owner.id)]),
        eb.and([
          eb('attached_id', 'is', null),
          eb.or([
            ...(uploader.secretHash !== null ? [eb('owner_secret_hash', '=', uploader.secretHash)] : []),
            ...(uploader.userId !== null ? [eb('owner_user_id', '=', uploader.userId)] : []),
            ...(uploader.studentId !== null ? [eb('owner_student_id', '=', uploader.studentId)] : []),
          ]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}

/** The paths attached to an owner, oldest upload first. */
export async function attachedPaths(db: Kysely<Database>, owner: AttachmentOwner): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('path')
    .where('attached_id', '=', owner.id)
    .where('attached_kind', '=', owner.kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.path);
}

/** A file attached to the owner, with the name it was uploaded under and its size; undefined if not. */
export async function attachedFile(
  db: Kysely<Database>,
  owner: AttachmentOwner,
  path: string,
): Promise<{ path: string; name: string; size: number } | undefined> {
  return db
    .selectFrom('files')
    .select(['path', 'original_name as name', 'size'])
    .where('path', '=', path)
    .where('attached_id', '=', owner.id)
    .where('attached_kind', '=', owner.kind)
    .executeTakeFirst();
}

/**
 * Detaches the owner's files that are not in `keep` (an edit dropped them, or the owner is deleted):
 * they become orphans, which the sweep removes once past the retention. Answers how many were released.
 */
export async function releaseUploads(
  db: Kysely<Database>,
  owner: AttachmentOwner,
  keep: readonly string[] = [],
): Promise<number> {
  const released = await db
    .updateTable('files')
    .set({ attached_kind: null, attached_id: null })
    .where('attached_id', '=', owner.id)
    .where('attached_kind', '=', owner.kind)
    .$if(keep.length > 0, (query) => query.where('path', 'not in', [...keep]))
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/**
 * Attaches the uploader's own unattached wtfk uploads to a new feedback post; answers how many were
 * claimed (fewer than asked means some path was not the uploader's, already attached, or on its way out).
 */
export function claimFeedbackAttachments(
  db: Kysely<Database>,
  paths: readonly string[],
  feedbackId: string,
  uploader: Uploader,
): Promise<number> {
  return claimUploads(db, {
    paths,
    bucket: FEEDBACK_BUCKET,
    owner: { kind: 'feedback', id: feedbackId },
    uploader,
  });
}
