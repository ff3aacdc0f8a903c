import { BUCKET_MIME_TYPES, FILE_PREVIEW_FILE_PATH, LICENCE_BUCKET } from '../../../contract/files';
import type { ImageKind, UploadItem } from '../../../ui/Uploader';

const KIND_OF_MIME: Readonly<Record<string, ImageKind>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The image kinds an upload bucket takes: the uploader refuses the rest before sending. */
export function imageKindsOf(bucket: keyof typeof BUCKET_MIME_TYPES): readonly ImageKind[] {
  return BUCKET_MIME_TYPES[bucket].flatMap((mime) => KIND_OF_MIME[mime] ?? []);
}

/** What bucket yyzz takes (JPEG, PNG, WebP). */
export const LICENCE_KINDS = imageKindsOf(LICENCE_BUCKET);

export const LICENCE_REQUIRED_MESSAGE = '请上传营业执照';
/** The server's answer when the stored licence cannot be taken (not this browser's upload, gone). */
export const LICENCE_INVALID_MESSAGE = '营业执照图片无效，请重新上传';

/**
 * 营业执照 is required: a newly picked image, or (when correcting a registration) the one already on
 * file, which stays unless another is picked.
 */
export function licenceRule(currentPath = '') {
  return (picked: readonly UploadItem[]): string | null =>
    picked.length === 0 && currentPath === '' ? LICENCE_REQUIRED_MESSAGE : null;
}

/** A failed upload, said at the field. */
export function licenceUploadMessage(reason: string): string {
  return `营业执照上传失败：${reason.replace(/[。！!.]$/, '')}`;
}

/** The address a stored licence is shown from. */
export function licencePreviewUrl(path: string): string {
  return `${FILE_PREVIEW_FILE_PATH}?path=${encodeURIComponent(path)}`;
}
