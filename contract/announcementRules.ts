// The rules of an announcement's fields: the form shows each message at its field as the employer
// types, and the server applies the very same function to whatever it receives (code 400 with the
// first message, which names the field). A draft may be saved unfinished: only the title is required
// and every filled field must be valid; submitting requires everything.
//
// The body is HTML. Its length is measured on its text (markup and line breaks not counted) with the
// spec's measure (ASCII 1, other characters 2), the same on both sides: announcementText reads the
// text out of the HTML without a DOM, so the server measures exactly what the editor's counter shows.

import { checkIllegalCharsNamed, textLength } from '../ui/validators';
import {
  ANNOUNCEMENT_HTML_BYTES,
  ANNOUNCEMENT_MAX_ATTACHMENTS,
  ANNOUNCEMENT_MAX_LINKED_POSITIONS,
  ANNOUNCEMENT_TEXT_LIMIT,
  ANNOUNCEMENT_TITLE_LIMIT,
  type AnnouncementDraft,
} from './announcements';
import { addOneYear, isDateString } from './chinaTime';

export const ANNOUNCEMENT_LIMITS = {
  /** Characters. */
  title: ANNOUNCEMENT_TITLE_LIMIT,
  /** The body's text by textLength (whitespace runs count as one space). */
  text: ANNOUNCEMENT_TEXT_LIMIT,
  htmlBytes: ANNOUNCEMENT_HTML_BYTES,
  attachments: ANNOUNCEMENT_MAX_ATTACHMENTS,
  /** Characters of an attachment's shown name. */
  attachmentName: 100,
  linkedPositions: ANNOUNCEMENT_MAX_LINKED_POSITIONS,
  /** The explanation to the reviewer, by textLength: 200 Chinese characters, as for positions. */
  explanation: 400,
} as const;

export type AnnouncementRuleContext = {
  /** Today in China, YYYY-MM-DD (the server's clock decides on the server). */
  today: string;
};

export type AnnouncementField = keyof Omit<AnnouncementDraft, 'id'>;
export type AnnouncementErrors = Partial<Record<AnnouncementField, string>>;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The text of body HTML: tags removed (script and style with their content), each block and line
 * break on its own line, table cells apart, entities decoded. What the content check and the length
 * rule read.
 */
export function announcementText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|tr|table|ul|ol|blockquote|div)\s*>/gi, '\n')
      .replace(/<\/(td|th)\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
}

/** The body's length for its limit: textLength of its text, every run of whitespace counted as one. */
export function announcementTextLength(text: string): number {
  return textLength(text.replace(/\s+/g, ' ').trim());
}

const characters = (value: string) => [...value].length;
const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

function dates(draft: AnnouncementDraft, submitting: boolean, today: string): AnnouncementErrors {
  const errors: AnnouncementErrors = {};
  const start = draft.kssj.trim();
  const end = draft.jssj.trim();
  if (start === '') {
    if (submitting) errors.kssj = '请选择有效期开始日期';
  } else if (!isDateString(start)) errors.kssj = '开始日期格式不正确';
  if (end === '') {
    if (submitting) errors.jssj = '请选择有效期结束日期';
  } else if (!isDateString(end)) errors.jssj = '结束日期格式不正确';
  else if (end < today) errors.jssj = '结束日期不能早于今天';
  else if (end > addOneYear(today)) errors.jssj = '结束日期不能晚于一年之后';
  if (errors.kssj === undefined && errors.jssj === undefined && start !== '' && end !== '' && start > end)
    errors.kssj = '开始日期不能晚于结束日期';
  return errors;
}

function attachments(draft: AnnouncementDraft): string | null {
  if (draft.fj.length > ANNOUNCEMENT_LIMITS.attachments)
    return `附件最多${ANNOUNCEMENT_LIMITS.attachments}个`;
  const paths = new Set<string>();
  for (const { path, name } of draft.fj) {
    if (path.trim() === '') return '附件路径无效，请重新上传';
    if (paths.has(path)) return '附件重复';
    paths.add(path);
    if (name.trim() === '') return '附件名称不能为空';
    if (characters(name) > ANNOUNCEMENT_LIMITS.attachmentName)
      return `附件名称不能超过${ANNOUNCEMENT_LIMITS.attachmentName}个字`;
  }
  return null;
}

function linkedPositions(draft: AnnouncementDraft): string | null {
  if (draft.glzw.length > ANNOUNCEMENT_LIMITS.linkedPositions)
    return `关联职位最多${ANNOUNCEMENT_LIMITS.linkedPositions}个`;
  if (draft.glzw.some((id) => id.trim() === '')) return '关联职位无效，请重新选择';
  if (new Set(draft.glzw).size !== draft.glzw.length) return '关联职位重复';
  return null;
}

/**
 * Every field's problem, keyed by the API field name. `submitting` checks completeness too (submit,
 * and saving a published announcement, which sends it back to review).
 */
export function checkAnnouncement(
  draft: AnnouncementDraft,
  context: AnnouncementRuleContext,
  { submitting }: { submitting: boolean },
): AnnouncementErrors {
  const errors: AnnouncementErrors = {};
  const set = (field: AnnouncementField, problem: string | null) => {
    if (problem !== null && errors[field] === undefined) errors[field] = problem;
  };

  const title = draft.ggbt.trim();
  if (title === '') set('ggbt', '请输入公告标题');
  else if (characters(title) > ANNOUNCEMENT_LIMITS.title)
    set('ggbt', `公告标题不能超过${ANNOUNCEMENT_LIMITS.title}个字`);
  else set('ggbt', checkIllegalCharsNamed(title));

  const length = announcementTextLength(announcementText(draft.ggnr));
  if (length === 0) set('ggnr', submitting ? '请输入公告内容' : null);
  else if (length > ANNOUNCEMENT_LIMITS.text)
    set('ggnr', `公告内容不能超过${ANNOUNCEMENT_LIMITS.text}个字符（中文算两个）`);
  if (utf8Bytes(draft.ggnr) > ANNOUNCEMENT_LIMITS.htmlBytes)
    set('ggnr', '公告内容的格式过多（如表格、图片），请精简后再保存');

  set('fj', attachments(draft));
  set('glzw', linkedPositions(draft));
  for (const [field, problem] of Object.entries(dates(draft, submitting, context.today)))
    set(field as AnnouncementField, problem);

  const explanation = draft.nrsm.trim();
  if (textLength(explanation) > ANNOUNCEMENT_LIMITS.explanation)
    set('nrsm', `内容说明不能超过${ANNOUNCEMENT_LIMITS.explanation / 2}个汉字`);
  else if (explanation !== '') set('nrsm', checkIllegalCharsNamed(explanation));
  return errors;
}

/** The fields the content check (contract/recruitmentWording.ts) reads: the title and the body's text. */
export function announcementWordingFields(
  draft: Pick<AnnouncementDraft, 'ggbt' | 'ggnr'>,
): Record<string, string> {
  return { ggbt: draft.ggbt, ggnr: announcementText(draft.ggnr) };
}

/** Labels of the fields, for messages that name them (the server's 400 names the field). */
export const ANNOUNCEMENT_FIELD_LABELS: Readonly<Record<AnnouncementField, string>> = {
  ggbt: '公告标题',
  ggnr: '公告内容',
  fj: '附件',
  glzw: '关联职位',
  kssj: '开始日期',
  jssj: '结束日期',
  nrsm: '内容说明',
};
