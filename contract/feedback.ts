/**
 * POST /pub/wtfk — issue feedback, callable without login; JSON body.
 * Wire names stay pinyin: lxfs contact, wtms problem description, fjlj attachment paths joined by ','
 * (each a path returned by /pub/file/uploadFile for bucket wtfk, uploaded by the same browser or session).
 * result: the new feedback's id.
 */
export const FEEDBACK_PATH = '/pub/wtfk';

export type FeedbackRequest = { lxfs: string; wtms: string; fjlj: string };
export type FeedbackResult = string;

/**
 * wtms follows ui/validators' checkFeedbackDescription (required, 200 by the ASCII-1 / other-2 measure,
 * no illegal input); lxfs is optional, free of illegal input and within this limit by the same measure.
 */
export const FEEDBACK_CONTACT_LIMIT = 100;
export const FEEDBACK_MAX_ATTACHMENTS = 9;

export const FEEDBACK_SUCCESS_MESSAGE = '问题提交成功，感谢您的反馈';
/** An attachment path that is not an unattached wtfk upload of the same session or browser. */
export const ATTACHMENTS_UNAVAILABLE_MESSAGE = '附件不存在或已失效，请重新上传';
