/**
 * File storage calls (spec section 7). Every call answers the envelope of contract/envelope.ts, except the
 * two that stream the file itself (previewFile, downloadFile).
 *
 * - POST /pub/file/uploadFile — multipart: one or more `file` parts and one `bucket` field (any order).
 *   result: the stored paths, in upload order (the first item is the path of the first file).
 *   The uploader owns the files: an employer or student session when present, and always the browser's
 *   upload-owner cookie (HttpOnly, set on the first upload), so an anonymous uploader can remove them too.
 * - GET /pub/file/previewFile?path= — the file inline, as its sniffed type.
 * - GET /pub/file/downloadFile?path= — the file as an attachment, named as uploaded.
 * - GET /pub/file/preview?path= — envelope with the file's description (FileDescription).
 * - GET /pub/file/removeFile?path= — removes a file not yet attached to anything; only its uploader may.
 *   result: true.
 */

export const FILE_UPLOAD_PATH = '/pub/file/uploadFile';
export const FILE_PREVIEW_FILE_PATH = '/pub/file/previewFile';
export const FILE_DOWNLOAD_PATH = '/pub/file/downloadFile';
export const FILE_PREVIEW_PATH = '/pub/file/preview';
export const FILE_REMOVE_PATH = '/pub/file/removeFile';

/** The only bucket the product uses: issue-feedback attachments (images). */
export const FEEDBACK_BUCKET = 'wtfk';
export const UPLOAD_BUCKETS = [FEEDBACK_BUCKET] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/** Types each bucket accepts, recognised by the file's first bytes, never by its name. */
export const BUCKET_MIME_TYPES: Record<UploadBucket, readonly string[]> = {
  wtfk: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES_PER_REQUEST = 9;
/** All files of one upload request together. */
export const MAX_UPLOAD_REQUEST_BYTES = 20 * 1024 * 1024;

export type UploadFileResult = string[];

/** Query of previewFile, downloadFile, preview and removeFile. */
export type FilePathQuery = { path: string };

export type FileDescription = {
  path: string;
  /** The name the file was uploaded with. */
  name: string;
  /** The sniffed type. */
  mime: string;
  size: number;
  bucket: UploadBucket;
  previewUrl: string;
  downloadUrl: string;
};
