import { filetypeinfo } from 'magic-bytes.js';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Enough leading bytes for every signature we accept (WEBP needs 12). */
export const SNIFF_BYTE_COUNT = 16;

const KIND_BY_TYPENAME: Readonly<Record<string, ImageKind>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

/** The declared types accepted; the bytes must then prove an image too (see sniffImage). */
export const IMAGE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * The image kind a file's first bytes prove, or null. A renamed text file or an empty file gives null,
 * whatever its name or declared type says.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  for (const guess of filetypeinfo(bytes)) {
    const kind = KIND_BY_TYPENAME[guess.typename];
    if (kind) return kind;
  }
  return null;
}
