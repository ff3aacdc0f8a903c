import {
  BUCKET_MAX_FILE_BYTES,
  BUCKET_MIME_TYPES,
  RESUME_ATTACHMENT_BUCKET,
  fileTooLargeMessage,
  wrongFileTypeMessage,
} from '../../contract/files';
import { fileProblem } from '../../ui/FileUploader/fileRules';

export const ATTACHMENT_MAX_BYTES = BUCKET_MAX_FILE_BYTES[RESUME_ATTACHMENT_BUCKET];
export const ATTACHMENT_TYPES = BUCKET_MIME_TYPES[RESUME_ATTACHMENT_BUCKET];

/**
 * Why a picked file cannot be the attachment resume, in the server's own words, or null. Judged by its
 * first bytes (a renamed .docx is no PDF), so a doomed upload of up to 10 MB is never sent.
 */
export function attachmentProblem(
  file: { name: string; size: number },
  headBytes: Uint8Array,
): string | null {
  // Size first, as the server refuses a large file before reading it.
  if (file.size > ATTACHMENT_MAX_BYTES) return fileTooLargeMessage(file.name, ATTACHMENT_MAX_BYTES);
  switch (fileProblem(file, headBytes, ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES)) {
    case null:
    case 'size':
      return null;
    case 'empty':
      return `文件“${file.name}”内容为空，请重新选择 PDF 文件`;
    case 'type':
      return wrongFileTypeMessage(RESUME_ATTACHMENT_BUCKET, file.name);
  }
}
