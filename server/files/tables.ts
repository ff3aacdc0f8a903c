import type { UploadBucket } from '../../contract/files';

/** What an upload may be attached to. */
/** 'employerLogo': an employer's logo (its id the employer's), apart from its licence. */
/** 'resume': a student's attachment resume (its id the student's). */
/** 'application': the copy of an attachment resume an application keeps (its id the application's). */
export type AttachmentKind =
  'feedback' | 'employer' | 'announcement' | 'employerLogo' | 'resume' | 'application' | 'dishonestyAppeal';

/**
 * An uploaded file: bytes in the FileStorage under `path`, facts here. Owners: the employer user or
 * student whose session uploaded it, and the browser's upload-owner secret (its SHA-256), which every
 * upload records so that an anonymous uploader can remove its own files. Times are epoch milliseconds.
 */
export interface FilesTable {
  id: string;
  /** The generated storage key, returned to the client and used by every file call. */
  path: string;
  bucket: UploadBucket;
  original_name: string;
  /** Sniffed from the first bytes. */
  mime: string;
  size: number;
  owner_user_id: string | null;
  owner_student_id: string | null;
  owner_secret_hash: string;
  /**
   * What the file is attached to (a feedback post, an employer's licence, an announcement), both set
   * when it is claimed and both null before: attached files are neither removed by their uploader nor
   * swept as orphans.
   */
  attached_kind: AttachmentKind | null;
  attached_id: string | null;
  created_at: number;
  /**
   * Set when the file is being removed (its uploader's removeFile, or the orphan sweep): from then on it
   * can be neither attached nor served, and the row goes only after the bytes, so a crash in between
   * leaves a marked row that the next sweep finishes, never bytes without a row.
   */
  discarded_at: number | null;
}

export interface FileTables {
  files: FilesTable;
}
