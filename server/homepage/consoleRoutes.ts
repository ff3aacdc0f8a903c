import type { FastifyInstance, FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { ANNOUNCEMENT_HTML_BYTES } from '../../contract/announcements';
import {
  checkBanner,
  checkColumn,
  checkLink,
  checkLook,
  checkNotice,
  MAX_BANNERS,
  MAX_COLUMNS,
  MAX_LINKS_PER_KIND,
  NOTICE_MAX_ATTACHMENTS,
  siteContentPaths,
  type BannerDraft,
  type ColumnDraft,
  type ConsoleNoticeQuery,
  type LinkKind,
  type NoticeDraft,
  type SiteLinkDraft,
  type SiteLook,
} from '../../contract/homepage';
import type { SavedId } from '../../contract/positions';
import { sanitizeBody } from '../announcements';
import { staffOf } from '../core/auth';
import { ApiError, ok, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { fields, objectSchema, optionalText, pageFields } from '../core/http/schemas';
import { newId } from '../core/tokens';
import { uploaderOf } from '../files';
import { consoleNoticeList, findNotice, insertOrUpdateNotice } from './notices';
import {
  columnHasNotices,
  countLinks,
  countOf,
  deleteRow,
  findBanner,
  findColumn,
  insertOrUpdateBanner,
  insertOrUpdateColumn,
  insertOrUpdateLink,
  siteBanners,
  siteColumns,
  siteLinks,
  siteLook,
  upsertLook,
} from './store';
import { keepUploads, releaseAll } from './uploads';

const NOT_FOUND = '内容不存在或已删除';
const SAVED = '保存成功';
const REMOVED = '删除成功';
/** The editor's markup may pass the API's usual 256 KiB before the allowlist trims it. */
const NOTICE_BODY_LIMIT_BYTES = 1024 * 1024;

const orderField = { type: 'integer', minimum: 0, maximum: 999 };
const dateField = { type: 'string', maxLength: 10 };
const idBody = { body: objectSchema({ id: fields.id }) };

function refuse(problems: Record<string, string | undefined>): void {
  const [problem] = Object.values(problems).filter((value) => value !== undefined);
  if (problem !== undefined) throw new ApiError(VALIDATION_FAILED_CODE, problem);
}

const lookOwnerId = (siteCode: string) => `site-look-${siteCode}`;

/**
 * Content management of the staff member's own site (/mgr/wznr): banners, columns, notices, links and
 * the look. Every write invalidates the site's cached public answers.
 */
export function registerConsoleHomepageRoutes(app: FastifyInstance): void {
  const json = { preHandler: app.requireStaff, config: { encoding: 'json' as const } };
  const siteOf = (request: FastifyRequest) => staffOf(request).xxdm;
  const changed = (siteCode: string) => app.publicAnswers.invalidate(siteCode);

  // Banners.
  app.get(siteContentPaths.banners, { preHandler: app.requireStaff }, async (request) =>
    ok(await siteBanners(app.db, siteOf(request))),
  );
  app.post<{ Body: BannerDraft }>(
    siteContentPaths.saveBanner,
    {
      ...json,
      schema: {
        body: objectSchema(
          {
            id: fields.id,
            bt: optionalText(200),
            tp: optionalText(300),
            lj: optionalText(1000),
            px: orderField,
            ksrq: dateField,
            jsrq: dateField,
          },
          ['id'],
        ),
      },
    },
    async (request) => {
      const siteCode = siteOf(request);
      const draft = request.body;
      refuse(checkBanner(draft));
      if (draft.id === undefined && (await countOf(app.db, 'site_banners', siteCode)) >= MAX_BANNERS)
        throw new ApiError(VALIDATION_FAILED_CODE, `轮播图最多${MAX_BANNERS}张`);
      const id = draft.id ?? newId();
      const uploader = await uploaderOf(app, request);
      const saved = await app.db.transaction().execute(async (trx) => {
        if (!(await insertOrUpdateBanner(trx, siteCode, app.clock.now(), id, draft))) return false;
        await keepUploads(trx, id, [draft.tp], uploader);
        return true;
      });
      if (!saved) throw new ApiError(404, NOT_FOUND);
      changed(siteCode);
      return ok<SavedId>({ id }, SAVED);
    },
  );
  app.post<{ Body: { id: string } }>(
    siteContentPaths.removeBanner,
    { ...json, schema: idBody },
    async (request) => {
      const siteCode = siteOf(request);
      const { id } = request.body;
      if ((await findBanner(app.db, siteCode, id)) === undefined) throw new ApiError(404, NOT_FOUND);
      await app.db.transaction().execute(async (trx) => {
        await deleteRow(trx, 'site_banners', siteCode, id);
        await releaseAll(trx, id);
      });
      changed(siteCode);
      return ok(true, REMOVED);
    },
  );

  // Columns.
  app.get(siteContentPaths.columns, { preHandler: app.requireStaff }, async (request) =>
    ok(await siteColumns(app.db, siteOf(request))),
  );
  app.post<{ Body: ColumnDraft }>(
    siteContentPaths.saveColumn,
    {
      ...json,
      schema: { body: objectSchema({ id: fields.id, lmmc: optionalText(100), px: orderField }, ['id']) },
    },
    async (request) => {
      const siteCode = siteOf(request);
      const draft = request.body;
      refuse(checkColumn(draft));
      if (draft.id === undefined && (await countOf(app.db, 'site_columns', siteCode)) >= MAX_COLUMNS)
        throw new ApiError(VALIDATION_FAILED_CODE, `栏目最多${MAX_COLUMNS}个`);
      const id = draft.id ?? newId();
      if (!(await insertOrUpdateColumn(app.db, siteCode, app.clock.now(), id, draft)))
        throw new ApiError(404, NOT_FOUND);
      changed(siteCode);
      return ok<SavedId>({ id }, SAVED);
    },
  );
  app.post<{ Body: { id: string } }>(
    siteContentPaths.removeColumn,
    { ...json, schema: idBody },
    async (request) => {
      const siteCode = siteOf(request);
      const { id } = request.body;
      if ((await findColumn(app.db, siteCode, id)) === undefined) throw new ApiError(404, NOT_FOUND);
      if (await columnHasNotices(app.db, id))
        throw new ApiError(VALIDATION_FAILED_CODE, '该栏目下还有通知公告，请先删除或移到其他栏目');
      await deleteRow(app.db, 'site_columns', siteCode, id);
      changed(siteCode);
      return ok(true, REMOVED);
    },
  );

  // Notices and news.
  app.get<{ Querystring: ConsoleNoticeQuery }>(
    siteContentPaths.notices,
    {
      preHandler: app.requireStaff,
      schema: {
        querystring: objectSchema({ lmid: optionalText(64), keyword: optionalText(50), ...pageFields }, [
          'lmid',
          'keyword',
          'page',
          'size',
        ]),
      },
    },
    async (request) => ok(await consoleNoticeList(app.db, siteOf(request), request.query)),
  );
  app.get<{ Querystring: { id: string } }>(
    siteContentPaths.notice,
    { preHandler: app.requireStaff, schema: { querystring: objectSchema({ id: fields.id }) } },
    async (request) => {
      const notice = await findNotice(app.db, siteOf(request), request.query.id, null);
      if (notice === undefined) throw new ApiError(404, NOT_FOUND);
      return ok(notice);
    },
  );
  app.post<{ Body: NoticeDraft }>(
    siteContentPaths.saveNotice,
    {
      ...json,
      bodyLimit: NOTICE_BODY_LIMIT_BYTES,
      schema: {
        body: objectSchema(
          {
            id: fields.id,
            lmid: optionalText(64),
            bt: optionalText(300),
            nr: { type: 'string', maxLength: NOTICE_BODY_LIMIT_BYTES },
            fj: {
              type: 'array',
              maxItems: NOTICE_MAX_ATTACHMENTS,
              items: objectSchema({ path: optionalText(300), name: optionalText(255) }),
            },
            zd: optionalText(1),
            fbsj: optionalText(19),
          },
          ['id'],
        ),
      },
    },
    async (request) => {
      const siteCode = siteOf(request);
      const body = sanitizeBody(request.body.nr);
      const draft = { ...request.body, nr: body.html };
      refuse(checkNotice(draft));
      if (Buffer.byteLength(body.html) > ANNOUNCEMENT_HTML_BYTES)
        throw new ApiError(VALIDATION_FAILED_CODE, '内容过长，请精简后再保存');
      if ((await findColumn(app.db, siteCode, draft.lmid)) === undefined)
        throw new ApiError(VALIDATION_FAILED_CODE, '请选择栏目');
      const id = draft.id ?? newId();
      const bodyText = sanitizeHtml(body.html, { allowedTags: [], allowedAttributes: {} })
        .replace(/\s+/g, ' ')
        .trim();
      const uploader = await uploaderOf(app, request);
      const saved = await app.db.transaction().execute(async (trx) => {
        const values = { draft, bodyHtml: body.html, bodyText };
        if (!(await insertOrUpdateNotice(trx, siteCode, app.clock.now(), id, values))) return false;
        await keepUploads(trx, id, [...draft.fj.map((file) => file.path), ...body.imagePaths], uploader);
        return true;
      });
      if (!saved) throw new ApiError(404, NOT_FOUND);
      changed(siteCode);
      return ok<SavedId>({ id }, SAVED);
    },
  );
  app.post<{ Body: { id: string } }>(
    siteContentPaths.removeNotice,
    { ...json, schema: idBody },
    async (request) => {
      const siteCode = siteOf(request);
      const { id } = request.body;
      const removed = await app.db.transaction().execute(async (trx) => {
        if (!(await deleteRow(trx, 'site_notices', siteCode, id))) return false;
        await releaseAll(trx, id);
        return true;
      });
      if (!removed) throw new ApiError(404, NOT_FOUND);
      changed(siteCode);
      return ok(true, REMOVED);
    },
  );

  // Quick and friendly links.
  app.get<{ Querystring: { lx?: LinkKind } }>(
    siteContentPaths.links,
    {
      preHandler: app.requireStaff,
      schema: { querystring: objectSchema({ lx: { type: 'string', enum: ['1', '2'] } }, ['lx']) },
    },
    async (request) => ok(await siteLinks(app.db, siteOf(request), request.query.lx)),
  );
  app.post<{ Body: SiteLinkDraft }>(
    siteContentPaths.saveLink,
    {
      ...json,
      schema: {
        body: objectSchema(
          {
            id: fields.id,
            lx: optionalText(1),
            mc: optionalText(100),
            lj: optionalText(1000),
            px: orderField,
          },
          ['id'],
        ),
      },
    },
    async (request) => {
      const siteCode = siteOf(request);
      const draft = request.body;
      refuse(checkLink(draft));
      if (draft.id === undefined && (await countLinks(app.db, siteCode, draft.lx)) >= MAX_LINKS_PER_KIND)
        throw new ApiError(VALIDATION_FAILED_CODE, `每类链接最多${MAX_LINKS_PER_KIND}个`);
      const id = draft.id ?? newId();
      if (!(await insertOrUpdateLink(app.db, siteCode, app.clock.now(), id, draft)))
        throw new ApiError(404, NOT_FOUND);
      changed(siteCode);
      return ok<SavedId>({ id }, SAVED);
    },
  );
  app.post<{ Body: { id: string } }>(
    siteContentPaths.removeLink,
    { ...json, schema: idBody },
    async (request) => {
      const siteCode = siteOf(request);
      if (!(await deleteRow(app.db, 'site_links', siteCode, request.body.id)))
        throw new ApiError(404, NOT_FOUND);
      changed(siteCode);
      return ok(true, REMOVED);
    },
  );

  // Template, logo and footer.
  app.get(siteContentPaths.look, { preHandler: app.requireStaff }, async (request) =>
    ok<SiteLook>(await siteLook(app.db, siteOf(request))),
  );
  app.post<{ Body: SiteLook }>(
    siteContentPaths.saveLook,
    {
      ...json,
      schema: {
        body: objectSchema({
          mbid: optionalText(8),
          logo: optionalText(300),
          dz: optionalText(300),
          dh: optionalText(300),
          bq: optionalText(300),
        }),
      },
    },
    async (request) => {
      const siteCode = siteOf(request);
      const look = request.body;
      refuse(checkLook(look));
      const uploader = await uploaderOf(app, request);
      await app.db.transaction().execute(async (trx) => {
        await upsertLook(trx, siteCode, app.clock.now(), look);
        await keepUploads(trx, lookOwnerId(siteCode), [look.logo], uploader);
      });
      changed(siteCode);
      return ok<SiteLook>(await siteLook(app.db, siteCode), SAVED);
    },
  );
}
