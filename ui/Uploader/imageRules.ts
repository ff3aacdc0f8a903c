import {
  IMAGE_KIND_LABELS,
  IMAGE_KIND_MIME_TYPES,
  IMAGE_KINDS,
  sniffImage,
  type ImageKind,
} from './sniffImage';

/** The kinds in words: 'JPG、PNG、WEBP'. */
export function imageKindsText(kinds: readonly ImageKind[] = IMAGE_KINDS): string {
  return kinds.map((kind) => IMAGE_KIND_LABELS[kind]).join('、');
}

/** What a refused type is told, naming the kinds an uploader takes. */
export function notAnImageMessage(kinds: readonly ImageKind[] = IMAGE_KINDS): string {
  return `只能上传图片文件（${imageKindsText(kinds)}）`;
}

export const NOT_AN_IMAGE_MESSAGE = notAnImageMessage();

export type ImageProblem = 'type' | 'size';

/** What is wrong with a picked file, from its declared type, its size and its sniffed first bytes. */
export function imageFileProblem(
  file: { type: string; size: number },
  headBytes: Uint8Array,
  maxBytes: number,
  kinds: readonly ImageKind[] = IMAGE_KINDS,
): ImageProblem | null {
  const sniffed = sniffImage(headBytes);
  const declared = kinds.some((kind) => IMAGE_KIND_MIME_TYPES[kind] === file.type);
  if (!declared || sniffed === null || !kinds.includes(sniffed)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** 5 MB as '5MB', 500 KB as '500KB': the largest whole unit reads best in a limit message. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))}MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))}KB`;
  return `${bytes}B`;
}

export function imageProblemMessage(
  fileName: string,
  problem: ImageProblem,
  maxBytes: number,
  kinds: readonly ImageKind[] = IMAGE_KINDS,
): string {
  return problem === 'type'
    ? `“${fileName}”无法上传：${notAnImageMessage(kinds)}`
    : `“${fileName}”无法上传：单张图片不能超过 ${formatByteLimit(maxBytes)}`;
}

export function tooManyImagesMessage(maxCount: number): string {
  return `最多只能上传 ${maxCount} 张图片`;
}

export type CheckedFile<F> = { file: F; problem: ImageProblem | null };

/**
 * Which picked files join the list, and what to tell the person about the rest: every refused file
 * gets its own message, and good files beyond `maxCount` are dropped with one count message.
 */
export function admitImages<F extends { name: string }>(
  checked: readonly CheckedFile<F>[],
  heldCount: number,
  maxCount: number,
  maxBytes: number,
  kinds: readonly ImageKind[] = IMAGE_KINDS,
): { accepted: F[]; messages: string[] } {
  const messages: string[] = [];
  const good: F[] = [];
  for (const { file, problem } of checked) {
    if (problem) messages.push(imageProblemMessage(file.name, problem, maxBytes, kinds));
    else good.push(file);
  }
  const room = Math.max(0, maxCount - heldCount);
  if (good.length > room) messages.push(tooManyImagesMessage(maxCount));
  return { accepted: good.slice(0, room), messages };
}
