import { filetypeinfo } from 'magic-bytes.js';
import { formatByteLimit } from '../Uploader/imageRules';

/** Enough leading bytes for the signatures of images, PDF, OLE (.doc) and ZIP (.docx) files. */
export const FILE_SNIFF_BYTE_COUNT = 16;

export type FileProblem = 'type' | 'size' | 'empty';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * What is wrong with a picked file for a list of accepted types, judged by its first bytes, never by its
 * name. A ZIP container proves only that it is some ZIP-based format (a .docx, a .xlsx, an .apk…), so
 * there the name must also say which one. The server checks again; this spares a doomed upload.
 */
export function fileProblem(
  file: { name: string; size: number },
  headBytes: Uint8Array,
  accept: readonly string[],
  maxBytes: number,
): FileProblem | null {
  if (file.size === 0) return 'empty';
  const guesses = filetypeinfo(headBytes);
  const acceptable = guesses.filter((guess) => guess.mime !== undefined && accept.includes(guess.mime));
  if (acceptable.length === 0) return 'type';
  if (
    guesses[0]?.typename === 'zip' &&
    !acceptable.some((guess) => guess.extension === extensionOf(file.name))
  )
    return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

export function fileProblemMessage(
  fileName: string,
  problem: FileProblem,
  { typesLabel, maxBytes }: { typesLabel: string; maxBytes: number },
): string {
  switch (problem) {
    case 'empty':
      return `“${fileName}”无法上传：文件内容为空`;
    case 'size':
      return `“${fileName}”无法上传：单个文件不能超过 ${formatByteLimit(maxBytes)}`;
    case 'type':
      return `“${fileName}”无法上传：只能上传${typesLabel}`;
  }
}

export function tooManyFilesMessage(maxCount: number): string {
  return `最多只能上传 ${maxCount} 个文件`;
}

/** 1536 bytes as '1.5KB': the size shown beside a file's name. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 ? `${bytes}B` : formatByteLimit(bytes);
}
