import { IMAGE_MIME_TYPES, sniffImage } from './sniffImage';

export const NOT_AN_IMAGE_MESSAGE = '只能上传图片文件（JPG、PNG、GIF、WEBP）';

export type ImageProblem = 'type' | 'size';

/** What is wrong with a picked file, from its declared type, its size and its sniffed first bytes. */
export function imageFileProblem(
  file: { type: string; size: number },
  headBytes: Uint8Array,
  maxBytes: number,
): ImageProblem | null {
  if (!IMAGE_MIME_TYPES.includes(file.type) || sniffImage(headBytes) === null) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** 5 MB as '5MB', 500 KB as '500KB': the largest whole unit reads best in a limit message. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))}MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))}KB`;
  return `${bytes}B`;
}

export function imageProblemMessage(fileName: string, problem: ImageProblem, maxBytes: number): string {
  return problem === 'type'
    ? `“${fileName}”无法上传：${NOT_AN_IMAGE_MESSAGE}`
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
): { accepted: F[]; messages: string[] } {
  const messages: string[] = [];
  const good: F[] = [];
  for (const { file, problem } of checked) {
    if (problem) messages.push(imageProblemMessage(file.name, problem, maxBytes));
    else good.push(file);
  }
  const room = Math.max(0, maxCount - heldCount);
  if (good.length > room) messages.push(tooManyImagesMessage(maxCount));
  return { accepted: good.slice(0, room), messages };
}
