// Announcements (招聘公告 / 简章): the employer's calls under /com/zpgg, the school's under /mgr/zpgg, the
// public ones under /web/wsjysc/wzsy. Same review states and audit as positions (postingWorkflow).
// The body is HTML from the rich-text editor; the server keeps only what its allowlist permits (headings,
// paragraphs, bold/italic/underline/strike, lists, links, images, tables) whatever the client sent, and
// every page renders only that sanitized HTML.

import type { Page } from './paging';
import type { WordingFlag } from './recruitmentWording';
import type { ReviewHistoryEntry } from './workflow';

export const announcementPaths = {
  save: '/com/zpgg/save',
  submit: '/com/zpgg/submit',
  withdraw: '/com/zpgg/withdraw',
  offline: '/com/zpgg/offline',
  remove: '/com/zpgg/remove',
  copy: '/com/zpgg/copy',
  list: '/com/zpgg/list',
  detail: '/com/zpgg/detail',
  history: '/com/zpgg/history',
  schoolList: '/mgr/zpgg/list',
  schoolDetail: '/mgr/zpgg/detail',
  schoolHistory: '/mgr/zpgg/history',
  schoolReview: '/mgr/zpgg/review',
  schoolOffline: '/mgr/zpgg/offline',
  publicList: '/web/wsjysc/wzsy/getZpgg',
  publicDetail: '/web/wsjysc/wzsy/getZpggxq',
} as const;

/** An attachment: a stored upload (bucket zpgg) and the name it was uploaded with. */
export type AnnouncementAttachment = { path: string; name: string };

/** POST /com/zpgg/save (without id it creates a draft). */
export type AnnouncementDraft = {
  id?: string;
  /** 公告标题 (at most 100 characters). */
  ggbt: string;
  /** 公告内容: rich-text HTML (sanitized by the server). */
  ggnr: string;
  /** 附件: at most ANNOUNCEMENT_MAX_ATTACHMENTS uploads of bucket zpgg (PDF, Word, images). */
  fj: AnnouncementAttachment[];
  /** 关联职位: ids of the employer's published positions at the same site. */
  glzw: string[];
  /** 有效期: start and end, YYYY-MM-DD (end not in the past, at most a year ahead). */
  kssj: string;
  jssj: string;
  /** The employer's explanation of wording the content check flags ('' when none). */
  nrsm: string;
};

/** A linked position as an announcement shows it. */
export type LinkedPosition = { id: string; zwmc: string };

export type Announcement = Required<Omit<AnnouncementDraft, 'id' | 'glzw'>> & {
  id: string;
  /** The linked positions with their names (only the published ones show on public pages). */
  glzw: LinkedPosition[];
  zt: string;
  shyj: string;
  xxdm: string;
  dwid: string;
  dwmc: string;
  cjsj: string;
  gxsj: string;
  tjsj: string;
  fbsj: string;
};

export type AnnouncementListItem = Pick<
  Announcement,
  'id' | 'ggbt' | 'kssj' | 'jssj' | 'zt' | 'shyj' | 'xxdm' | 'dwid' | 'dwmc' | 'gxsj' | 'tjsj' | 'fbsj'
>;

/** POST /com/zpgg/submit, withdraw, remove, copy: { id }; copy answers the new draft's { id } (SavedId). */
export type AnnouncementIdRequest = { id: string };
/**
 * What a transition answers (submit, withdraw, offline; the school's review and offline): the
 * announcement's state after it (submit answers '2' where the site passes submissions automatically).
 * The school's review and offline take the positions' ReviewRequest and SchoolOfflineRequest.
 */
export type AnnouncementStateResult = { id: string; zt: string };
/** POST /com/zpgg/offline may carry the employer's optional reason. */
export type AnnouncementOfflineRequest = { id: string; reason?: string };

/** GET /com/zpgg/list (the session's site): like positions, with the count of each state. */
export type AnnouncementListQuery = { page?: number; size?: number; zt?: string; keyword?: string };
export type AnnouncementListResult = Page<AnnouncementListItem> & { counts: Record<string, number> };

export type AnnouncementDetail = Announcement & { flags: WordingFlag[]; history: ReviewHistoryEntry[] };

/** GET /mgr/zpgg/list (default: pending, oldest submission first). */
export type SchoolAnnouncementListQuery = {
  page?: number;
  size?: number;
  /** State code; default (absent) '1' (pending); '' every state. */
  zt?: string;
  /** Matches the title or the employer name. */
  keyword?: string;
  /** Only announcements whose wording the content check flags ('' filters nothing). */
  flagged?: '1' | '';
};
export type SchoolAnnouncementListItem = AnnouncementListItem & { flags: WordingFlag[] };

/** GET /web/wsjysc/wzsy/getZpgg: published announcements of a site within their validity, newest first. */
export type PublicAnnouncementQuery = { xxdm: string; page?: number; size?: number; keyword?: string };
/** GET /web/wsjysc/wzsy/getZpggxq?id=&xxdm=: with xxdm, another site's announcement answers as missing. */
export type PublicAnnouncementQueryById = { id: string; xxdm?: string };
export type PublicAnnouncement = Omit<Announcement, 'shyj' | 'nrsm' | 'cjsj' | 'gxsj' | 'tjsj'>;
export type PublicAnnouncementListItem = Pick<
  PublicAnnouncement,
  'id' | 'ggbt' | 'kssj' | 'jssj' | 'dwmc' | 'fbsj'
>;

export const ANNOUNCEMENT_TITLE_LIMIT = 100;
/** The body's limit, in characters of its text (markup not counted). */
export const ANNOUNCEMENT_TEXT_LIMIT = 20_000;
/** The body's limit in bytes of sanitized HTML (images are links, never inline data). */
export const ANNOUNCEMENT_HTML_BYTES = 200 * 1024;
export const ANNOUNCEMENT_MAX_ATTACHMENTS = 5;
export const ANNOUNCEMENT_MAX_LINKED_POSITIONS = 50;
