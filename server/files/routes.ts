import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BUCKET_MAX_FILE_BYTES,
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
  fileTooLargeMessage,
  wrongFileTypeMessage,
} from '../../contract/files';
import { ApiError, VALIDATION_FAILED_CODE, ok } from '../core/http/envelope';
import { RATE_LIMITED_CODE } from '../core/rateLimits';
import { createByteBudget } from './byteBudget';
import { newId } from '../core/tokens';
import type { FileStorage } from './storage/FileStorage';
import type { AttachmentKind } from './tables';
import { cleanFileName, contentDisposition, displayedFileName } from './storage/contentDisposition';
import { discardFiles } from './storage/orphanSweep';
import { ensureOwnerSecret, isOwner, uploaderOf } from './storage/ownership';
import { sniffAllowedType } from './storage/sniff';
import { generateStoredPath, isStoredPath } from './storage/storedPath';

const FILE_NOT_FOUND_CODE = 404;
const FILE_TOO_LARGE_CODE = 413;
const MIB = 1024 * 1024;

export const uploadMessages = {
  notMultipart: '请以 multipart/form-data 格式上传文件',
  noFile: '请选择要上传的文件（参数 file）',
  noBucket: '参数 bucket 不能为空',
  unknownBucket: '参数 bucket 不正确',
  requestTooLarge: `一次上传的文件总大小不能超过${MAX_UPLOAD_REQUEST_BYTES / MIB}MB`,
  tooManyFiles: `一次最多上传${MAX_UPLOAD_FILES_PER_REQUEST}个文件`,
  hourlyBudgetSpent: '上传的文件总量已达上限，请1小时后再试',
  tooManyParts: '上传内容的字段过多',
  notFound: '文件不存在',
  notRemovable: '文件不存在或无权删除',
  attached: {
    feedback: '文件已随问题反馈提交，不能删除',
    employer: '文件已随单位信息提交，不能删除',
    announcement: '文件已用于招聘公告，不能删除',
    employerLogo: '文件已用作单位标志，不能删除',
    resume: '文件已用作附件简历，不能删除',
    application: '文件已随职位申请投递，不能删除',
    dishonestyAppeal: '文件已随不诚信记录申诉提交，不能删除',
  } satisfies Record<AttachmentKind, string>,
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

const nameOf = (rawName: string) => displayedFileName(rawName) || '未命名文件';

function tooLarge(rawName: string, limit: number): ApiError {
  return new ApiError(FILE_TOO_LARGE_CODE, fileTooLargeMessage(nameOf(rawName), limit), 413);
}

/**
 * Why reading the parts failed, in the envelope's words. Reading only parses the request, so whatever
 * else fails here (busboy's "Malformed part header", "Unexpected end of form", …) is a malformed upload.
 */
function multipartFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const fileName = (error as { part?: { filename?: string } }).part?.filename ?? '';
      return tooLarge(fileName, MAX_UPLOAD_FILE_BYTES);
    }
    case 'FST_FILES_LIMIT':
      return new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.tooManyFiles, 413);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.tooManyParts, 413);
    default:
      return new ApiError(VALIDATION_FAILED_CODE, uploadMessages.notMultipart);
  }
}

/**
 * Reads one file part into memory, refusing it as soon as it passes `limit`: the request stops being
 * read there (the parser is unhooked from it, and the reply closes the connection instead of draining
 * the rest).
 */
async function readFilePart(request: FastifyRequest, part: MultipartFile, limit: number): Promise<Buffer> {
  const refuse = () => {
    request.raw.unpipe();
    return tooLarge(part.filename, limit);
  };
  // The parser cuts every file at MAX_UPLOAD_FILE_BYTES, the largest limit of any bucket, and would then
  // skip the rest of the part unchecked.
  part.file.once('limit', () => part.file.destroy(refuse()));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw refuse();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads every part: the bucket field, and the files into memory, each within its bucket's limit. A
 * bucket sent before the files sets their limit as they stream; files sent before it are read up to the
 * largest limit of any bucket, then held to their bucket's once it is known.
 */
async function readUpload(request: FastifyRequest): Promise<{ bucket: UploadBucket; files: PendingFile[] }> {
  const files: PendingFile[] = [];
  let bucket: UploadBucket | null = null;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          // Drained unread: only the field named file is kept, so nothing else is held in memory.
          part.file.resume();
          continue;
        }
        const bytes = await readFilePart(
          request,
          part,
          bucket === null ? MAX_UPLOAD_FILE_BYTES : BUCKET_MAX_FILE_BYTES[bucket],
        );
        total += bytes.length;
        if (total > MAX_UPLOAD_REQUEST_BYTES)
          throw new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.requestTooLarge, 413);
        files.push({ fileName: part.filename, bytes });
      } else if (part.fieldname === 'bucket' && typeof part.value === 'string') {
        const value = part.value.trim();
        if (value === '') throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.noBucket);
        if (!isUploadBucket(value)) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.unknownBucket);
        bucket = value;
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (bucket === null) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.noBucket);
  const limit = BUCKET_MAX_FILE_BYTES[bucket];
  const oversize = files.find((file) => file.bytes.length > limit);
  if (oversize !== undefined) throw tooLarge(oversize.fileName, limit);
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
      onRequest: (request, reply, done) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length <= MAX_UPLOAD_REQUEST_BYTES + MIB) {
          done();
          return;
        }
        void reply.header('connection', 'close');
        done(new ApiError(FILE_TOO_LARGE_CODE, uploadMessages.requestTooLarge, 413));
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.notMultipart);
      const { bucket, files } = await readUpload(request).catch((error: unknown) => {
        // A refused oversize body is not read to its end: the connection goes with the answer.
        if (error instanceof ApiError && error.httpStatus === 413) void reply.header('connection', 'close');
        throw error;
      });
      if (files.length === 0) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.noFile);

      const accepted = files.map((file) => {
        const type = sniffAllowedType(file.bytes, BUCKET_MIME_TYPES[bucket]);
        if (type === null)
          throw new ApiError(VALIDATION_FAILED_CODE, wrongFileTypeMessage(bucket, nameOf(file.fileName)));
        const name = cleanFileName(file.fileName, type.extension);
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
        attached_kind: null,
        attached_id: null,
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
      if (file.attached_kind !== null)
        throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.attached[file.attached_kind]);
      // Marked only while unattached, so an owner claiming it meanwhile cannot lose its file; if the
      // bytes cannot be removed now, the marked row is left for the orphan sweep (orphanSweep.ts).
      const report = await discardFiles(app.db, storage, app.clock.now(), [file.id], request.log);
      if (report.removed + report.failed === 0) {
        // Attached meanwhile, or already removed by a parallel call (then it is gone, as asked).
        const kind = (await findFile(app, file.path))?.attached_kind ?? null;
        if (kind !== null) throw new ApiError(VALIDATION_FAILED_CODE, uploadMessages.attached[kind]);
      }
      return ok(true);
    },
  );
}
