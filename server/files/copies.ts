import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { newId, newToken, sha256Hex } from '../core/tokens';
import type { Database } from '../schema';
import type { AttachmentOwner } from './attachments';
import type { FileStorage } from './storage/FileStorage';
import { generateStoredPath } from './storage/storedPath';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * New uploads with the bytes of the given files attached to `from` (a copied announcement gets files of
 * its own, so editing either never takes the other's away). The copies belong to the user (or the
 * student) and are unattached: the caller claims them for the new owner in its transaction, and copies
 * never claimed age out as orphans. Rows are written before bytes, as uploads do. Answers old path -> new
 * path for each path that is attached to `from` and still has its bytes.
 */
export async function copyAttachedUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  /** The copies' owner: the employer user, or the student (an application's copy of a resume file). */
  request: { paths: readonly string[]; from: AttachmentOwner; userId: string | null; studentId?: string },
): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  if (request.paths.length === 0) return copies;
  const sources = await db
    .selectFrom('files')
    .selectAll()
    .where('path', 'in', [...new Set(request.paths)])
    .where('attached_kind', '=', request.from.kind)
    .where('attached_id', '=', request.from.id)
    .where('discarded_at', 'is', null)
    .execute();
  // Nobody holds this secret: only the user's session may claim or remove the copies.
  const secretHash = sha256Hex(newToken());
  for (const source of sources) {
    const extension = source.path.slice(source.path.lastIndexOf('.') + 1);
    const copy = {
      ...source,
      id: newId(),
      path: generateStoredPath(source.bucket, extension, new Date(now)),
    };
    await db
      .insertInto('files')
      .values({
        ...copy,
        owner_user_id: request.userId,
        owner_student_id: request.studentId ?? null,
        owner_secret_hash: secretHash,
        attached_kind: null,
        attached_id: null,
        created_at: now,
        discarded_at: null,
      })
      .execute();
    const stream = await storage.get(source.path);
    if (stream === null) {
      await db.deleteFrom('files').where('id', '=', copy.id).execute();
      continue;
    }
    await storage.put(copy.path, await bytesOf(stream), source.mime);
    copies.set(source.path, copy.path);
  }
  return copies;
}
