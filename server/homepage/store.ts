import type { Kysely } from 'kysely';
import { chinaDate, chinaDateTime } from '../../contract/chinaTime';
import type {
  Banner,
  BannerDraft,
  Column,
  ColumnDraft,
  LinkKind,
  Notice,
  NoticeAttachment,
  NoticeListItem,
  SiteLink,
  SiteLinkDraft,
  SiteLook,
} from '../../contract/homepage';
import type { Database } from '../schema';
import type { SiteBannersTable, SiteLinksTable, SiteNoticesTable } from './tables';

// Rows <-> wire shapes, and the small reads and writes of one site's content. Every call names the site:
// a row of another site answers as missing.

export type Db = Kysely<Database>;

export const DEFAULT_LOOK: SiteLook = { mbid: '1', logo: '', dz: '', dh: '', bq: '' };

export const bannerOf = (row: SiteBannersTable): Banner => ({
  id: row.id,
  bt: row.title,
  tp: row.image_path,
  lj: row.link,
  px: row.sort_order,
  ksrq: row.starts_on,
  jsrq: row.ends_on,
});

export const linkOf = (row: SiteLinksTable): SiteLink => ({
  id: row.id,
  lx: row.kind === '2' ? '2' : '1',
  mc: row.name,
  lj: row.url,
  px: row.sort_order,
});

type NoticeRow = Pick<
  SiteNoticesTable,
  'id' | 'column_id' | 'title' | 'pinned' | 'published_at' | 'body_html' | 'attachments'
> & { column_name: string };

export const noticeListItemOf = (row: Omit<NoticeRow, 'body_html' | 'attachments'>): NoticeListItem => ({
  id: row.id,
  lmid: row.column_id,
  lmmc: row.column_name,
  bt: row.title,
  zd: row.pinned === 1 ? '1' : '0',
  fbsj: chinaDateTime(Number(row.published_at)),
});

export const noticeOf = (row: NoticeRow): Notice => ({
  ...noticeListItemOf(row),
  nr: row.body_html,
  fj: JSON.parse(row.attachments) as NoticeAttachment[],
});

export async function siteBanners(db: Db, siteCode: string): Promise<Banner[]> {
  const rows = await db
    .selectFrom('site_banners')
    .selectAll()
    .where('site_code', '=', siteCode)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map(bannerOf);
}

/** The banners that show on the China date of `now`. */
export async function activeBanners(db: Db, siteCode: string, now: number): Promise<Banner[]> {
  const today = chinaDate(now);
  const rows = await db
    .selectFrom('site_banners')
    .selectAll()
    .where('site_code', '=', siteCode)
    .where((eb) => eb.or([eb('starts_on', '=', ''), eb('starts_on', '<=', today)]))
    .where((eb) => eb.or([eb('ends_on', '=', ''), eb('ends_on', '>=', today)]))
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map(bannerOf);
}

export async function siteColumns(db: Db, siteCode: string): Promise<Column[]> {
  const rows = await db
    .selectFrom('site_columns')
    .select(['id', 'name', 'sort_order'])
    .where('site_code', '=', siteCode)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, lmmc: row.name, px: row.sort_order }));
}

export async function siteLinks(db: Db, siteCode: string, kind?: LinkKind): Promise<SiteLink[]> {
  const rows = await db
    .selectFrom('site_links')
    .selectAll()
    .where('site_code', '=', siteCode)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind ?? '1'))
    .orderBy('kind')
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map(linkOf);
}

export async function siteLook(db: Db, siteCode: string): Promise<SiteLook> {
  const row = await db
    .selectFrom('site_looks')
    .selectAll()
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  if (row === undefined) return DEFAULT_LOOK;
  return { mbid: row.template_id, logo: row.logo_path, dz: row.address, dh: row.phone, bq: row.copyright };
}

/** How many banners or columns a site has (each kind stops at its maximum). */
export async function countOf(
  db: Db,
  table: 'site_banners' | 'site_columns',
  siteCode: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('site_code', '=', siteCode)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function countLinks(db: Db, siteCode: string, kind: LinkKind): Promise<number> {
  const row = await db
    .selectFrom('site_links')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('site_code', '=', siteCode)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertOrUpdateBanner(
  db: Db,
  siteCode: string,
  now: number,
  id: string,
  draft: BannerDraft,
) {
  const values = {
    title: draft.bt.trim(),
    image_path: draft.tp,
    link: draft.lj.trim(),
    sort_order: draft.px,
    starts_on: draft.ksrq,
    ends_on: draft.jsrq,
    updated_at: now,
  };
  if (draft.id === undefined) {
    await db
      .insertInto('site_banners')
      .values({ id, site_code: siteCode, created_at: now, ...values })
      .execute();
    return true;
  }
  const result = await db
    .updateTable('site_banners')
    .set(values)
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrUpdateColumn(
  db: Db,
  siteCode: string,
  now: number,
  id: string,
  draft: ColumnDraft,
) {
  const values = { name: draft.lmmc.trim(), sort_order: draft.px };
  if (draft.id === undefined) {
    await db
      .insertInto('site_columns')
      .values({ id, site_code: siteCode, created_at: now, ...values })
      .execute();
    return true;
  }
  const result = await db
    .updateTable('site_columns')
    .set(values)
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrUpdateLink(
  db: Db,
  siteCode: string,
  now: number,
  id: string,
  draft: SiteLinkDraft,
) {
  const values = { kind: draft.lx, name: draft.mc.trim(), url: draft.lj.trim(), sort_order: draft.px };
  if (draft.id === undefined) {
    await db
      .insertInto('site_links')
      .values({ id, site_code: siteCode, created_at: now, ...values })
      .execute();
    return true;
  }
  const result = await db
    .updateTable('site_links')
    .set(values)
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findBanner(db: Db, siteCode: string, id: string) {
  return db
    .selectFrom('site_banners')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
}

export async function findColumn(db: Db, siteCode: string, id: string) {
  return db
    .selectFrom('site_columns')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
}

export async function deleteRow(
  db: Db,
  table: 'site_banners' | 'site_columns' | 'site_links' | 'site_notices',
  siteCode: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function columnHasNotices(db: Db, columnId: string): Promise<boolean> {
  const row = await db
    .selectFrom('site_notices')
    .select('id')
    .where('column_id', '=', columnId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function upsertLook(db: Db, siteCode: string, now: number, look: SiteLook): Promise<void> {
  const values = {
    template_id: look.mbid,
    logo_path: look.logo,
    address: look.dz.trim(),
    phone: look.dh.trim(),
    copyright: look.bq.trim(),
    updated_at: now,
  };
  await db
    .insertInto('site_looks')
    .values({ site_code: siteCode, ...values })
    .onConflict((conflict) => conflict.column('site_code').doUpdateSet(values))
    .execute();
}
