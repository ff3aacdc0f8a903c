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

/** Issue-feedback attachments (images). */
export const FEEDBACK_BUCKET = 'wtfk';
/** Business-licence images of employer registrations (营业执照). */
export const LICENCE_BUCKET = 'yyzz';
/** Announcement attachments and the images of announcement bodies (招聘公告): PDF, Word, images. */
export const ANNOUNCEMENT_BUCKET = 'zpgg';
/** Employer logos (单位标志, the employer profile). */
export const LOGO_BUCKET = 'dwlogo';
/** Students' attachment resumes (附件简历): PDF only. */
export const RESUME_ATTACHMENT_BUCKET = 'jlfj';
/** Evidence attached to an appeal of a dishonesty record (不诚信申诉): PDF, Word, images. */
export const APPEAL_BUCKET = 'bcxss';
export const UPLOAD_BUCKETS = [
  FEEDBACK_BUCKET,
  LICENCE_BUCKET,
  ANNOUNCEMENT_BUCKET,
  LOGO_BUCKET,
  RESUME_ATTACHMENT_BUCKET,
  APPEAL_BUCKET,
] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';
export const DOC_TYPE = 'application/msword';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Types each bucket accepts, recognised by the file's first bytes, never by its name. */
export const BUCKET_MIME_TYPES: Record<UploadBucket, readonly string[]> = {
  wtfk: IMAGE_TYPES,
  yyzz: ['image/jpeg', 'image/png', 'image/webp'],
  zpgg: [...IMAGE_TYPES, PDF_TYPE, DOC_TYPE, DOCX_TYPE],
  dwlogo: ['image/jpeg', 'image/png', 'image/webp'],
  jlfj: [PDF_TYPE],
  bcxss: [...IMAGE_TYPES, PDF_TYPE, DOC_TYPE, DOCX_TYPE],
};

/** The largest single file of each bucket. */
export const BUCKET_MAX_FILE_BYTES: Record<UploadBucket, number> = {
  wtfk: 5 * 1024 * 1024,
  yyzz: 5 * 1024 * 1024,
  zpgg: 10 * 1024 * 1024,
  dwlogo: 2 * 1024 * 1024,
  jlfj: 10 * 1024 * 1024,
  bcxss: 10 * 1024 * 1024,
};

/** What each bucket accepts, as messages and upload controls say it. */
const BUCKET_TYPE_WORDING: Record<UploadBucket, { kind: string; accepted: string }> = {
  wtfk: { kind: '图片', accepted: 'JPG、PNG、GIF 或 WEBP 图片' },
  yyzz: { kind: '图片', accepted: 'JPG、PNG 或 WEBP 图片' },
  zpgg: { kind: '', accepted: 'PDF、Word（DOC、DOCX）文件或 JPG、PNG、GIF、WEBP 图片' },
  dwlogo: { kind: '图片', accepted: 'JPG、PNG 或 WEBP 图片' },
  jlfj: { kind: '', accepted: 'PDF 文件' },
  bcxss: { kind: '', accepted: 'PDF、Word（DOC、DOCX）文件或 JPG、PNG、GIF、WEBP 图片' },
};

/** The refusal of a file whose bytes are not of a type its bucket accepts (the client's check says the same). */
export function wrongFileTypeMessage(bucket: UploadBucket, fileName: string): string {
  const { kind, accepted } = BUCKET_TYPE_WORDING[bucket];
  return `文件“${fileName}”不是允许的${kind}格式，请上传 ${accepted}`;
}

/** The refusal of a file over its bucket's limit: 文件“a.png”过大，单个文件不能超过5MB. */
export function fileTooLargeMessage(fileName: string, limitBytes: number): string {
  return `文件“${fileName}”过大，单个文件不能超过${limitBytes / (1024 * 1024)}MB`;
}

/** The largest single file of any bucket (the multipart reader's limit). */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
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
