import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BUCKET_MIME_TYPES,
  FILE_DOWNLOAD_PATH,
  FILE_PREVIEW_FILE_PATH,
  FILE_PREVIEW_PATH,
  FILE_REMOVE_PATH,
  FILE_UPLOAD_PATH,
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_FILES_PER_REQUEST,
  MAX_UPLOAD_REQUEST_BYTES,
  UPLOAD_BUCKETS,
  type FileDescription,
  type FilePathQuery,
  type UploadBucket,
  type UploadFileResult,
} from '../../contract/files';
import { ApiError, VALIDATION_FAILED_CODE, ok } from '../http/envelope';
import { RATE_LIMITED_CODE } from '../plugins/rateLimits';
import { createByteBudget } from '../services/byteBudget';
import { newId } from '../services/tokens';
import type { FileStorage } from '../storage/FileStorage';
import { cleanFileName, contentDisposition } from '../storage/contentDisposition';
import { discardFiles } from '../storage/orphanSweep';
import { ensureOwnerSecret, isOwner, uploaderOf } from '../storage/ownership';
import { sniffAllowedType } from '../storage/sniff';
import { generateStoredPath, isStoredPath } from '../storage/storedPath';

const FILE_NOT_FOUND_CODE = 404;
const FILE_TOO_LARGE_CODE = 413;
const MIB = 1024 * 1024;

export const uploadMessages = {
  notMultipart: '请以 multipart/form-data 格式上传文件',
  noFile: '请选择要上传的文件（参数 file）',
  noBucket: '参数 bucket 不能为空',
  unknownBucket: '参数 bucket 不正确',
  fileTooLarge: `单个文件不能超过${MAX_UPLOAD_FILE_BYTES / MIB}MB`,
  requestTooLarge: `一次上传的文件总大小不能超过${MAX_UPLOAD_REQUEST_BYTES / MIB}MB`,
  tooManyFiles: `一次最多上传${MAX_UPLOAD_FILES_PER_REQUEST}个文件`,
  hourlyBudgetSpent: '上传的文件总量已达上限，请1小时后再试',
  tooManyParts: '上传内容的字段过多',
  wrongType: (name: string) => `文件“${name}”不是允许的图片格式，请上传 JPG、PNG、GIF 或 WEBP 图片`,
  notFound: '文件不存在',
  notRemovable: '文件不存在或无权删除',
  attached: '文件已随问题反馈提交，不能删除',
} as const;

const filePathQuerySchema = {
  querystring: {
    type: 'object',
    required: ['path'],
    properties: { path: { type: 'string', minLength: 1, maxLength: 200 } },
  },
} as const;

type PendingFile = { fileName: string; bytes: Buffer };

function isUploadBucket(value: string): value is UploadBucket {
  return (UPLOAD_BUCKETS as readonly string[]).includes(value);
}

/**
 * Why reading the parts failed, in the envelope's words. Reading only parses the request, so whatever
 * else fails here (busboy's "Malformed part header", "Unexpected end of form", …) is a malformed upload.
 */
function multipartFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.fileTooLarge, 413);
    case 'FST_FILES_LIMIT':
      return new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.tooManyFiles, 413);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.tooManyParts, 413);
    default:
      return new ApiError(VALIDATION_FAILED_CODE, uploadMessages.notMultipart);
  }
}

/** Reads every part: the files into memory (bounded by the limits), the bucket field. */
async function readUpload(request: FastifyRequest): Promise<{ bucket: string | null; files: PendingFile[] }> {
  const files: PendingFile[] = [];
  let bucket: string | null = null;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          // Drained unread: only the field named file is kept, so nothing else is held in memory.
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > MAX_UPLOAD_REQUEST_BYTES)
          throw new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.requestTooLarge, 413);
        files.push({ fileName: part.filename, bytes });
      } else if (part.fieldname === 'bucket' && typeof part.value === 'string') {
        bucket = part.value.trim();
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  return { bucket, files };
}

async function findFile(app: FastifyInstance, path: string) {
  if (!isStoredPath(path)) return undefined;
  // A discarded file is on its way out: its bytes may already be gone.
  return app.db
    .selectFrom('files')
    .selectAll()
    .where('path', '=', path)
    .where('discarded_at', 'is', null)
    .executeTakeFirst();
}

function describe(file: {
  path: string;
  original_name: string;
  mime: string;
  size: number;
  bucket: UploadBucket;
}) {
  const query = `path=${encodeURIComponent(file.path)}`;
  return {
    path: file.path,
    name: file.original_name,
    mime: file.mime,
    size: file.size,
    bucket: file.bucket,
    previewUrl: `${FILE_PREVIEW_FILE_PATH}?${query}`,
    downloadUrl: `${FILE_DOWNLOAD_PATH}?${query}`,
  } satisfies FileDescription;
}

export type FileRoutesOptions = {
  storage: FileStorage;
  /** Bytes one address may upload an hour (config uploadBytesPerHour): anonymous uploads cannot fill the disk. */
  bytesPerHour: number;
};

/**
 * Uploads, previews, downloads and removals (contract/files.ts). Types are decided by the bytes; names
 * are generated; files are served with their sniffed type, nosniff and a sandboxing CSP, so an upload can
 * never be served as a page.
 */
export async function fileRoutes(
  app: FastifyInstance,
  { storage, bytesPerHour }: FileRoutesOptions,
): Promise<void> {
  const uploadBudget = createByteBudget({
    bytesPerWindow: bytesPerHour,
    windowMs: 60 * 60 * 1000,
    capacity: 10_000,
    now: () => app.clock.now(),
  });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_FILE_BYTES,
      files: MAX_UPLOAD_FILES_PER_REQUEST,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_UPLOAD_FILES_PER_REQUEST + 10,
      headerPairs: 50,
    },
  });

  app.post(
    FILE_UPLOAD_PATH,
    {
      config: { encoding: 'multipart', rateLimit: { max: 60, timeWindow: 60_000 } },
      // Refuse a declared oversize body before reading a byte of it.
      onRequest: (request, _reply, done) => {
        const length = Number(request.headers['content-length'] ?? 0);
        done(
          length > MAX_UPLOAD_REQUEST_BYTES + MIB
            ? new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.requestTooLarge, 413)
            : undefined,
        );
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.notMultipart);
      const { bucket, files } = await readUpload(request);
      if (bucket === null || bucket === '')
        throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.noBucket);
      if (!isUploadBucket(bucket)) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.unknownBucket);
      if (files.length === 0) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.noFile);

      const accepted = files.map((file) => {
        const type = sniffAllowedType(file.bytes, BUCKET_MIME_TYPES[bucket]);
        const name = cleanFileName(file.fileName, type?.extension ?? 'bin');
        if (type === null) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.wrongType(name));
        return { ...file, ...type, name, path: generateStoredPath(bucket, type.extension) };
      });

      const size = accepted.reduce((sum, file) => sum + file.bytes.length, 0);
      if (!uploadBudget.spend(request.ip, size))
        throw new ApiError(RATE_LIMITED_CODE, uploadMessages.hourlyBudgetSpent);

      const uploader = await uploaderOf(app, request);
      const secretHash = ensureOwnerSecret(request, reply);
      const now = app.clock.now();
      const rows = accepted.map((file) => ({
        id: newId(),
        path: file.path,
        bucket,
        original_name: file.name,
        mime: file.mime,
        size: file.bytes.length,
        owner_user_id: uploader.userId,
        owner_student_id: uploader.studentId,
        owner_secret_hash: secretHash,
        feedback_id: null,
        created_at: now,
      }));
      // Rows first, bytes after: bytes never exist without a row, so whatever fails or crashes midway
      // leaves at most unattached rows, which the orphan sweep removes with any bytes once they are old.
      await app.db.insertInto('files').values(rows).execute();
      const stored: string[] = [];
      try {
        for (const file of accepted) {
          await storage.put(file.path, file.bytes, file.mime);
          stored.push(file.path);
        }
      } catch (error) {
        // Take the stored bytes back out, then the rows whose bytes are gone; a row whose bytes would not
        // go stays for the sweep, which retries the removal.
        const removals = await Promise.allSettled(stored.map((path) => storage.remove(path)));
        const bytesLeft = new Set(stored.filter((_, index) => removals[index]?.status === 'rejected'));
        const abandoned = rows.filter((row) => !bytesLeft.has(row.path)).map((row) => row.id);
        if (abandoned.length > 0)
          await app.db
            .deleteFrom('files')
            .where('id', 'in', abandoned)
            .execute()
            .catch((cleanupError: unknown) =>
              request.log.warn({ err: cleanupError }, 'rows of a failed upload left for the orphan sweep'),
            );
        throw error;
      }
      return ok<UploadFileResult>(accepted.map((file) => file.path));
    },
  );

  const serve =
    (disposition: 'inline' | 'attachment') =>
    async (request: FastifyRequest<{ Querystring: FilePathQuery }>, reply: FastifyReply) => {
      const file = await findFile(app, request.query.path);
      const body = file === undefined ? null : await storage.get(file.path);
      if (file === undefined || body === null)
        throw new ApiError(FILE_NOT_FOUND_CODE, uploadMessages.notFound, 404);
      return (
        reply
          .header('content-type', file.mime)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(disposition, file.original_name))
          .header('x-content-type-options', 'nosniff')
          // Paths are never reused, so the bytes behind one never change; private: they may be personal.
          .header('cache-control', 'private, max-age=86400')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
          .send(body)
      );
    };

  app.get(FILE_PREVIEW_FILE_PATH, { schema: filePathQuerySchema }, serve('inline'));
  app.get(FILE_DOWNLOAD_PATH, { schema: filePathQuerySchema }, serve('attachment'));

  app.get<{ Querystring: FilePathQuery }>(
    FILE_PREVIEW_PATH,
    { schema: filePathQuerySchema },
    async (request) => {
      const file = await findFile(app, request.query.path);
      if (file === undefined) throw new ApiError(FILE_NOT_FOUND_CODE, uploadMessages.notFound);
      return ok(describe(file));
    },
  );

  app.get<{ Querystring: FilePathQuery }>(
    FILE_REMOVE_PATH,
    { schema: filePathQuerySchema, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => {
      const file = await findFile(app, request.query.path);
      const uploader = await uploaderOf(app, request);
      // Someone else's file and a missing one answer alike: a path reveals nothing to a non-owner.
      if (file === undefined || !isOwner(file, uploader))
        throw new ApiError(FILE_NOT_FOUND_CODE, uploadMessages.notRemovable);
      if (file.feedback_id !== null) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.attached);
      // Marked only while unattached, so a concurrent feedback post cannot lose its file; if the bytes
      // cannot be removed now, the marked row is left for the orphan sweep (orphanSweep.ts).
      const report = await discardFiles(app.db, storage, app.clock.now(), [file.id], request.log);
      if (report.removed + report.failed === 0)
        throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.attached);
      return ok(true);
    },
  );
}
