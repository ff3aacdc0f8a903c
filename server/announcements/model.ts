import type {
  Announcement,
  AnnouncementAttachment,
  AnnouncementDraft,
  AnnouncementListItem,
  LinkedPosition,
  PublicAnnouncement,
  PublicAnnouncementListItem,
  SchoolAnnouncementListItem,
} from '../../contract/announcements';
import { chinaDateTime } from '../../contract/chinaTime';
import type { WordingFlag } from '../../contract/recruitmentWording';
import { postingStateCode } from '../workflow';
import type { AnnouncementsTable } from './tables';

// Between the wire's pinyin fields and the table's columns, in one place.

export type AnnouncementRow = AnnouncementsTable;

/** The columns an announcement's content fills (what the employer writes, and what derives from it). */
export type ContentColumns = Pick<
  AnnouncementsTable,
  'title' | 'body_html' | 'attachments' | 'start_date' | 'end_date' | 'explanation' | 'flags' | 'flagged'
>;

/** A checked draft's columns (its body already sanitized), trimmed, with the content check's flags. */
export function contentColumns(draft: AnnouncementDraft, flags: readonly WordingFlag[]): ContentColumns {
  return {
    title: draft.ggbt.trim(),
    body_html: draft.ggnr,
    attachments: JSON.stringify(draft.fj.map(({ path, name }) => ({ path, name: name.trim() }))),
    start_date: draft.kssj.trim(),
    end_date: draft.jssj.trim(),
    explanation: draft.nrsm.trim(),
    flags: JSON.stringify(flags),
    flagged: flags.length > 0 ? 1 : 0,
  };
}

export function attachmentsOf(row: Pick<AnnouncementRow, 'attachments'>): AnnouncementAttachment[] {
  return JSON.parse(row.attachments) as AnnouncementAttachment[];
}

export function flagsOf(row: Pick<AnnouncementRow, 'flags'>): WordingFlag[] {
  return JSON.parse(row.flags) as WordingFlag[];
}

const time = (ms: number | null) => (ms === null ? '' : chinaDateTime(ms));

/** The content as the employer wrote it (rules run on it again at submission; copy duplicates it). */
export function draftOf(row: AnnouncementRow, linkedIds: readonly string[]): AnnouncementDraft {
  return {
    id: row.id,
    ggbt: row.title,
    ggnr: row.body_html,
    fj: attachmentsOf(row),
    glzw: [...linkedIds],
    kssj: row.start_date,
    jssj: row.end_date,
    nrsm: row.explanation,
  };
}

export function announcementOf(row: AnnouncementRow, linked: LinkedPosition[]): Announcement {
  return {
    id: row.id,
    ggbt: row.title,
    ggnr: row.body_html,
    fj: attachmentsOf(row),
    glzw: linked,
    kssj: row.start_date,
    jssj: row.end_date,
    nrsm: row.explanation,
    zt: postingStateCode(row.state),
    shyj: row.review_reason,
    xxdm: row.site_code,
    dwid: row.employer_id,
    dwmc: row.employer_name,
    cjsj: time(row.created_at),
    gxsj: time(row.updated_at),
    tjsj: time(row.submitted_at),
    fbsj: time(row.published_at),
  };
}

/** The columns the lists read (never the body). */
export const LIST_COLUMNS = [
  'id',
  'title',
  'start_date',
  'end_date',
  'state',
  'review_reason',
  'site_code',
  'employer_id',
  'employer_name',
  'updated_at',
  'submitted_at',
  'published_at',
  'flags',
] as const;

export type ListRow = Pick<AnnouncementRow, (typeof LIST_COLUMNS)[number]>;

export function listItemOf(row: ListRow): AnnouncementListItem {
  return {
    id: row.id,
    ggbt: row.title,
    kssj: row.start_date,
    jssj: row.end_date,
    zt: postingStateCode(row.state),
    shyj: row.review_reason,
    xxdm: row.site_code,
    dwid: row.employer_id,
    dwmc: row.employer_name,
    gxsj: time(row.updated_at),
    tjsj: time(row.submitted_at),
    fbsj: time(row.published_at),
  };
}

export function schoolListItemOf(row: ListRow): SchoolAnnouncementListItem {
  return { ...listItemOf(row), flags: flagsOf(row) };
}

/** What the public sees: no review data, no explanation, only published linked positions. */
export function publicAnnouncementOf(row: AnnouncementRow, linked: LinkedPosition[]): PublicAnnouncement {
  const {
    shyj: _reason,
    nrsm: _explanation,
    cjsj: _created,
    gxsj: _updated,
    tjsj: _submitted,
    ...shown
  } = announcementOf(row, linked);
  return shown;
}

export function publicListItemOf(row: ListRow): PublicAnnouncementListItem {
  return {
    id: row.id,
    ggbt: row.title,
    kssj: row.start_date,
    jssj: row.end_date,
    dwmc: row.employer_name,
    fbsj: time(row.published_at),
  };
}
