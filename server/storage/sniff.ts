import { filetypeinfo } from 'magic-bytes.js';

export type SniffedType = { mime: string; extension: string };

/** The extension each accepted type is stored under (one canonical spelling per type). */
const CANONICAL_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Enough bytes for every signature we accept (WebP needs 12: RIFF, size, WEBP). */
const SNIFF_BYTES = 64;

/**
 * The file's type as its first bytes say, provided it is one of `allowed`; null otherwise. The name and
 * the multipart Content-Type header are never consulted: both are whatever the sender wrote.
 */
export function sniffAllowedType(bytes: Uint8Array, allowed: readonly string[]): SniffedType | null {
  const guesses = filetypeinfo(bytes.subarray(0, SNIFF_BYTES));
  for (const guess of guesses) {
    const mime = guess.mime;
    const extension = mime ? CANONICAL_EXTENSIONS[mime] : undefined;
    if (mime && extension && allowed.includes(mime)) return { mime, extension };
  }
  return null;
}
