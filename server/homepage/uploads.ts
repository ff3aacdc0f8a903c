import { ANNOUNCEMENT_BUCKET } from '../../contract/files';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { claimUploads, releaseUploads, type Uploader } from '../files';
import type { Db } from './store';

export const UPLOADS_UNAVAILABLE = '图片或附件不存在或已失效，请重新上传';

/**
 * A banner's image, a notice's attachments and body images, a site's logo: uploads of the editor's
 * bucket (zpgg: images, PDF, Word), claimed so the orphan sweep keeps them, and those an edit dropped
 * released. The files capability knows no homepage kind yet, so the content's own (unique) id is the
 * owner under the announcement kind; the ids never meet an announcement's.
 */
export async function keepUploads(
  db: Db,
  ownerId: string,
  paths: readonly string[],
  uploader: Uploader,
): Promise<void> {
  // Build images (a path of this server, the demo's banners) are no uploads.
  const wanted = [...new Set(paths.filter((path) => path !== '' && !path.startsWith('/')))];
  const owner = { kind: 'announcement' as const, id: ownerId };
  if (wanted.length > 0) {
    const claimed = await claimUploads(db, { paths: wanted, bucket: ANNOUNCEMENT_BUCKET, owner, uploader });
    if (claimed !== wanted.length) throw new ApiError(VALIDATION_FAILED_CODE, UPLOADS_UNAVAILABLE);
  }
  await releaseUploads(db, owner, wanted);
}

/** A removed item's files go to the orphan sweep. */
export async function releaseAll(db: Db, ownerId: string): Promise<void> {
  await releaseUploads(db, { kind: 'announcement', id: ownerId });
}
