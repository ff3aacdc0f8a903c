import type { FeedbackRequest, FeedbackResult } from '../../contract/feedback';
import { uploadSequentially, type UploadItem } from '../../ui/Uploader';

/** What the person typed and picked. */
export type FeedbackDraft = { files: readonly UploadItem[]; contact: string; description: string };

/** The two calls of a submit, injected so the sequence can be tested without a network. */
export type FeedbackTransport = {
  /** Uploads one image; resolves to its stored path. */
  upload: (file: File) => Promise<string>;
  post: (request: FeedbackRequest) => Promise<FeedbackResult>;
};

export const NO_STORED_PATH_MESSAGE = '服务器未返回文件路径';

/** An image did not upload: the submit stopped there, and nothing was posted. */
export class AttachmentUploadError extends Error {
  constructor(
    readonly fileName: string,
    /** 0-based position in the picked list. */
    readonly index: number,
    readonly reason: string,
  ) {
    super(`第${index + 1}张图片“${fileName}”上传失败：${reason}`);
    this.name = 'AttachmentUploadError';
  }
}

/**
 * Spec section 4: the attachments upload one after another in the order shown, then the feedback is
 * posted with their paths joined by commas. The first failed upload stops everything (no post), so
 * a retry sends the same feedback again; `describe` turns a failure into the reason shown.
 */
export async function submitFeedback(
  { files, contact, description }: FeedbackDraft,
  { upload, post }: FeedbackTransport,
  describe: (error: unknown) => string = (error) => (error instanceof Error ? error.message : String(error)),
): Promise<FeedbackResult> {
  const paths = await uploadSequentially(files, async (file, index) => {
    let path: string;
    try {
      path = await upload(file);
    } catch (error) {
      throw new AttachmentUploadError(file.name, index, describe(error));
    }
    if (!path) throw new AttachmentUploadError(file.name, index, NO_STORED_PATH_MESSAGE);
    return path;
  });
  return post({ lxfs: contact.trim(), wtms: description.trim(), fjlj: paths.join(',') });
}
