import { chinaDayStart } from '../../contract/chinaTime';
import type {
  ConsoleNoticeQuery,
  Notice,
  NoticeDraft,
  NoticeListItem,
  NoticeQuery,
  SearchHit,
  SearchQuery,
} from '../../contract/homepage';
import type { Page } from '../../contract/paging';
import { cappedCount, containing, filterValue, onPage } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import { noticeListItemOf, noticeOf, type Db } from './store';

// Notices and news: the public lists (published ones: publish time reached), the console's (all), one
// notice, and the site search over titles and text.

const LIST_COLUMNS = [
  'site_notices.id',
  'site_notices.column_id',
  'site_columns.name as column_name',
  'site_notices.title',
  'site_notices.pinned',
  'site_notices.published_at',
] as const;

function siteNotices(db: Db, siteCode: string, columnId: string | null, publishedBy: number | null) {
  return db
    .selectFrom('site_notices')
    .innerJoin('site_columns', 'site_columns.id', 'site_notices.column_id')
    .where('site_notices.site_code', '=', siteCode)
    .$if(columnId !== null, (q) => q.where('site_notices.column_id', '=', columnId ?? ''))
    .$if(publishedBy !== null, (q) => q.where('site_notices.published_at', '<=', publishedBy ?? 0));
}

async function noticePage(
  db: Db,
  siteCode: string,
  query: ConsoleNoticeQuery,
  publishedBy: number | null,
): Promise<Page<NoticeListItem>> {
  const keyword = filterValue(query.keyword);
  const filtered = siteNotices(db, siteCode, filterValue(query.lmid), publishedBy).$if(
    keyword !== null,
    (q) => q.where(containing('site_notices.title', keyword ?? '')),
  );
  const [rows, total] = await Promise.all([
    onPage(filtered.select(LIST_COLUMNS), pageOf(query))
      .orderBy('site_notices.pinned', 'desc')
      .orderBy('site_notices.published_at', 'desc')
      .orderBy('site_notices.id', 'desc')
      .execute(),
    cappedCount(db, filtered),
  ]);
  return { records: rows.map(noticeListItemOf), total };
}

/** GET getTzgg: the site's published notices (of a column), pinned first, newest first. */
export function publicNoticeList(db: Db, now: number, query: NoticeQuery): Promise<Page<NoticeListItem>> {
  return noticePage(db, query.xxdm, query, now);
}

/** The console's list: every notice of the site, scheduled ones too. */
export function consoleNoticeList(db: Db, siteCode: string, query: ConsoleNoticeQuery) {
  return noticePage(db, siteCode, query, null);
}

/** One notice of the site; with `now`, only when published by then. */
export async function findNotice(
  db: Db,
  siteCode: string,
  id: string,
  now: number | null,
): Promise<Notice | undefined> {
  const row = await siteNotices(db, siteCode, null, now)
    .select([...LIST_COLUMNS, 'site_notices.body_html', 'site_notices.attachments'])
    .where('site_notices.id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : noticeOf(row);
}

const SNIPPET_BEFORE = 20;
const SNIPPET_LENGTH = 80;

/** The text around the keyword's first occurrence (the beginning when only the title matched). */
export function snippetOf(text: string, keyword: string): string {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, at - SNIPPET_BEFORE);
  const piece = text.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${piece}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}

/** GET getWzpc: published notices whose title or text holds the keyword, newest first. */
export async function searchNotices(db: Db, now: number, query: SearchQuery): Promise<Page<SearchHit>> {
  const keyword = query.keyword.trim();
  const filtered = siteNotices(db, query.xxdm, null, now).where((eb) =>
    eb.or([containing('site_notices.title', keyword), containing('site_notices.body_text', keyword)]),
  );
  const [rows, total] = await Promise.all([
    onPage(filtered.select([...LIST_COLUMNS, 'site_notices.body_text']), pageOf(query))
      .orderBy('site_notices.published_at', 'desc')
      .orderBy('site_notices.id', 'desc')
      .execute(),
    cappedCount(db, filtered),
  ]);
  return {
    records: rows.map((row) => ({ ...noticeListItemOf(row), zy: snippetOf(row.body_text, keyword) })),
    total,
  };
}

/** 'YYYY-MM-DD HH:mm:ss' China time -> epoch milliseconds. */
export function publishTimeOf(fbsj: string): number {
  const [date = '', time = '00:00:00'] = fbsj.split(' ');
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return chinaDayStart(date) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

export type NoticeValues = {
  draft: NoticeDraft;
  bodyHtml: string;
  bodyText: string;
};

export async function insertOrUpdateNotice(
  db: Db,
  siteCode: string,
  now: number,
  id: string,
  { draft, bodyHtml, bodyText }: NoticeValues,
): Promise<boolean> {
  const values = {
    column_id: draft.lmid,
    title: draft.bt.trim(),
    body_html: bodyHtml,
    body_text: bodyText,
    attachments: JSON.stringify(draft.fj.map(({ path, name }) => ({ path, name }))),
    pinned: draft.zd === '1' ? 1 : 0,
    published_at: publishTimeOf(draft.fbsj),
    updated_at: now,
  };
  if (draft.id === undefined) {
    await db
      .insertInto('site_notices')
      .values({ id, site_code: siteCode, created_at: now, ...values })
      .execute();
    return true;
  }
  const result = await db
    .updateTable('site_notices')
    .set(values)
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
