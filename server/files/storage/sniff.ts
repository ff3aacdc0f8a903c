import { filetypeinfo } from 'magic-bytes.js';
import { DOC_TYPE, DOCX_TYPE, PDF_TYPE } from '../../../contract/files';
import { hasPdfEnd, isWordDoc, isWordDocx } from './officeFormats';

export type SniffedType = { mime: string; extension: string };

/** The extension each accepted type is stored under (one canonical spelling per type). */
const CANONICAL_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  [PDF_TYPE]: 'pdf',
  [DOC_TYPE]: 'doc',
  [DOCX_TYPE]: 'docx',
};

/**
 * What the first bytes cannot tell alone. magic-bytes.js names every ZIP a .docx candidate and every
 * compound file a .doc one, and a PDF header may open anything: the container's own table of contents
 * (or the PDF's end mark) decides.
 */
const CONFIRMATIONS: Record<string, (bytes: Uint8Array) => boolean> = {
  [PDF_TYPE]: hasPdfEnd,
  [DOC_TYPE]: isWordDoc,
  [DOCX_TYPE]: isWordDocx,
};

/** Enough bytes for every signature we accept (WebP needs 12: RIFF, size, WEBP). */
const SNIFF_BYTES = 64;

/**
 * The file's type as its bytes say, provided it is one of `allowed`; null otherwise. The name and the
 * multipart Content-Type header are never consulted: both are whatever the sender wrote.
 */
export function sniffAllowedType(bytes: Uint8Array, allowed: readonly string[]): SniffedType | null {
  const guesses = filetypeinfo(bytes.subarray(0, SNIFF_BYTES));
  for (const guess of guesses) {
    const mime = guess.mime;
    const extension = mime ? CANONICAL_EXTENSIONS[mime] : undefined;
    if (!mime || !extension || !allowed.includes(mime)) continue;
    const confirm = CONFIRMATIONS[mime];
    if (confirm === undefined || confirm(bytes)) return { mime, extension };
  }
  return null;
}
