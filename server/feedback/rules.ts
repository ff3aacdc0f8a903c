import { FEEDBACK_CONTACT_LIMIT, FEEDBACK_MAX_ATTACHMENTS } from '../../contract/feedback';
import { FEEDBACK_BUCKET } from '../../contract/files';
import {
  checkFeedbackDescription,
  illegalInputMessage,
  stripIllegalInput,
  textLength,
} from '../../ui/validators';
import { isStoredPath } from '../files';

/** A feedback post in English, mapped once from the wire's lxfs / wtms / fjlj. */
export interface FeedbackDraft {
  contact: string;
  description: string;
  attachmentPaths: string[];
}

export type FeedbackCheck = { ok: true; draft: FeedbackDraft } | { ok: false; message: string };

const FIELD_LABELS = { lxfs: '联系方式', wtms: '问题描述', fjlj: '附件' } as const;

/** Messages name their field: the client shows them next to it, an API caller needs to be told. */
function naming(label: string, message: string): string {
  return message.includes(label) ? message : `${label}：${message}`;
}

/** undefined and null read as '' (optional fields); anything but a string is malformed. */
function optionalString(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : null;
}

function checkContact(contact: string): string | null {
  const { removed } = stripIllegalInput(contact);
  if (removed !== '') return naming(FIELD_LABELS.lxfs, illegalInputMessage(removed));
  return textLength(contact) > FEEDBACK_CONTACT_LIMIT
    ? `${FIELD_LABELS.lxfs}不能超过${FEEDBACK_CONTACT_LIMIT}个字符（中文算两个）`
    : null;
}

function attachmentPathsOf(joined: string): { paths: string[] } | { message: string } {
  const paths = joined
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
  if (paths.length > FEEDBACK_MAX_ATTACHMENTS)
    return { message: `${FIELD_LABELS.fjlj}最多${FEEDBACK_MAX_ATTACHMENTS}个` };
  if (paths.some((path) => !isStoredPath(path) || !path.startsWith(`${FEEDBACK_BUCKET}/`)))
    return { message: `${FIELD_LABELS.fjlj}路径无效，请重新上传` };
  if (new Set(paths).size !== paths.length) return { message: `${FIELD_LABELS.fjlj}重复` };
  return { paths };
}

/**
 * The feedback form's rules, run again on the server: wtms by the very validator the form uses; lxfs free
 * of illegal input and within its limit; fjlj a comma list of distinct wtfk upload paths. The client strips
 * illegal input and cuts at the limit while typing, so these fail only for a client that skipped the form.
 */
export function checkFeedback(body: unknown): FeedbackCheck {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const contact = optionalString(fields.lxfs);
  const description = optionalString(fields.wtms);
  const attachments = optionalString(fields.fjlj);
  if (description === null) return { ok: false, message: `${FIELD_LABELS.wtms}格式不正确` };
  if (contact === null) return { ok: false, message: `${FIELD_LABELS.lxfs}格式不正确` };
  if (attachments === null) return { ok: false, message: `${FIELD_LABELS.fjlj}格式不正确` };

  const descriptionError = checkFeedbackDescription(description);
  if (descriptionError !== null) return { ok: false, message: naming(FIELD_LABELS.wtms, descriptionError) };
  const contactError = checkContact(contact.trim());
  if (contactError !== null) return { ok: false, message: contactError };
  const checkedPaths = attachmentPathsOf(attachments);
  if ('message' in checkedPaths) return { ok: false, message: checkedPaths.message };

  return {
    ok: true,
    draft: { contact: contact.trim(), description: description.trim(), attachmentPaths: checkedPaths.paths },
  };
}
