import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_BUCKET } from '../../contract/files';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { claimUploads, releaseUploads, type Uploader } from '../files';
import type { Database } from '../schema';

export const UPLOADS_UNAVAILABLE = '附件或图片不存在或已失效，请重新上传';

/**
 * The announcement's files are exactly its attachments and the images of its body: each is claimed
 * (the editor's own zpgg uploads, or files it already has), and those an edit dropped are released to
 * the orphan sweep. Runs in the caller's transaction: a refused path leaves nothing claimed.
 */
export async function keepUploads(
  db: Kysely<Database>,
  announcementId: string,
  paths: readonly string[],
  uploader: Uploader,
): Promise<void> {
  const wanted = [...new Set(paths)];
  const owner = { kind: 'announcement' as const, id: announcementId };
  const claimed = await claimUploads(db, { paths: wanted, bucket: ANNOUNCEMENT_BUCKET, owner, uploader });
  if (claimed !== wanted.length) throw new ApiError(VALIDATION_FAILED_CODE, UPLOADS_UNAVAILABLE);
  await releaseUploads(db, owner, wanted);
}

/** A deleted announcement's files go to the orphan sweep. */
export async function releaseAllUploads(db: Kysely<Database>, announcementId: string): Promise<void> {
  await releaseUploads(db, { kind: 'announcement', id: announcementId });
}
