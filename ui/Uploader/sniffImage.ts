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

/** Every kind an uploader may accept, in the order messages name them. */
export const IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'gif', 'webp'];

export const IMAGE_KIND_MIME_TYPES: Readonly<Record<ImageKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** How people name each kind (and its files). */
export const IMAGE_KIND_LABELS: Readonly<Record<ImageKind, string>> = {
  jpeg: 'JPG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WEBP',
};

/** The declared types accepted; the bytes must then prove an image too (see sniffImage). */
export const IMAGE_MIME_TYPES: readonly string[] = IMAGE_KINDS.map((kind) => IMAGE_KIND_MIME_TYPES[kind]);

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
