import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HOMEPAGE_NOTICE_COUNT,
  homepagePaths,
  type HomepageData,
  type NoticeQuery,
  type NoticeQueryById,
  type SearchQuery,
  type SiteTemplate,
} from '../../contract/homepage';
import { SCHOOL_CODE_PATTERN } from '../../contract/site';
import { ApiError, ok } from '../core/http/envelope';
import { fields, objectSchema, optionalText, pageFields, requiredText } from '../core/http/schemas';
import { findSite } from '../site';
import type { CachedAnswer, HomepageCache } from './cache';
import { findNotice, publicNoticeList, searchNotices } from './notices';
import { activeBanners, siteColumns, siteLinks, siteLook, type Db } from './store';

const siteParams = {
  type: 'object',
  required: ['xxdm'],
  properties: { xxdm: { type: 'string', pattern: SCHOOL_CODE_PATTERN } },
} as const;

export const NOTICE_NOT_FOUND = '通知公告不存在或尚未发布';

/** The answer with its ETag: the browser revalidates each time and gets 304 while it holds this one. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The site's look with its name and colour; an unknown site answers 404. */
export async function siteTemplate(db: Db, siteCode: string): Promise<SiteTemplate> {
  const site = await findSite(db, siteCode);
  if (site === undefined) throw new ApiError(404, '学校站点不存在');
  return { xxdm: site.code, wzmc: site.name, wzzsd: site.theme_color, ...(await siteLook(db, siteCode)) };
}

export async function homepageData(db: Db, siteCode: string, now: number): Promise<HomepageData> {
  const wzmb = await siteTemplate(db, siteCode);
  const [lbt, xwlm, notices, links] = await Promise.all([
    activeBanners(db, siteCode, now),
    siteColumns(db, siteCode),
    publicNoticeList(db, now, { xxdm: siteCode, size: HOMEPAGE_NOTICE_COUNT }),
    siteLinks(db, siteCode),
  ]);
  return {
    wzmb,
    lbt,
    xwlm,
    tzgg: notices.records,
    kjdh: links.filter((link) => link.lx === '1'),
    yqlj: links.filter((link) => link.lx === '2'),
  };
}

/**
 * The homepage's public calls (spec section 7): no session, no cookie, only published content. Each
 * answer is cached per site (keyed by the query and the minute, as publish times and banner dates move
 * with the clock) and carries an ETag.
 */
export function registerPublicHomepageRoutes(app: FastifyInstance, cache: HomepageCache): void {
  const minute = () => Math.floor(app.clock.now() / 60_000);
  const cached = (siteCode: string, key: string, load: () => Promise<unknown>) =>
    cache.get(siteCode, `${key}@${minute()}`, async () => ok(await load()));

  const bySite = (path: string, load: (siteCode: string) => Promise<unknown>) =>
    app.get<{ Params: { xxdm: string } }>(
      `${path}/:xxdm`,
      { schema: { params: siteParams } },
      async (request, reply) => {
        const { xxdm } = request.params;
        return sendAnswer(request, reply, await cached(xxdm, path, () => load(xxdm)));
      },
    );

  bySite(homepagePaths.banners, (siteCode) => activeBanners(app.db, siteCode, app.clock.now()));
  bySite(homepagePaths.columns, (siteCode) => siteColumns(app.db, siteCode));
  bySite(homepagePaths.quickLinks, (siteCode) => siteLinks(app.db, siteCode, '1'));
  bySite(homepagePaths.friendlyLinks, (siteCode) => siteLinks(app.db, siteCode, '2'));
  bySite(homepagePaths.template, (siteCode) => siteTemplate(app.db, siteCode));

  app.get<{ Querystring: { xxdm: string } }>(
    homepagePaths.homepage,
    { schema: { querystring: objectSchema({ xxdm: fields.xxdm }) } },
    async (request, reply) => {
      const { xxdm } = request.query;
      const answer = await cached(xxdm, homepagePaths.homepage, () =>
        homepageData(app.db, xxdm, app.clock.now()),
      );
      return sendAnswer(request, reply, answer);
    },
  );

  app.get<{ Querystring: NoticeQuery }>(
    homepagePaths.notices,
    {
      schema: {
        querystring: objectSchema(
          { xxdm: fields.xxdm, lmid: optionalText(64), keyword: optionalText(50), ...pageFields },
          ['lmid', 'keyword', 'page', 'size'],
        ),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const key = JSON.stringify([homepagePaths.notices, query.lmid, query.keyword, query.page, query.size]);
      const answer = await cached(query.xxdm, key, () => publicNoticeList(app.db, app.clock.now(), query));
      return sendAnswer(request, reply, answer);
    },
  );

  app.get<{ Querystring: NoticeQueryById }>(
    homepagePaths.noticeDetail,
    { schema: { querystring: objectSchema({ id: fields.id, xxdm: fields.xxdm }) } },
    async (request, reply) => {
      const { id, xxdm = '' } = request.query;
      const answer = await cached(xxdm, `${homepagePaths.noticeDetail}:${id}`, async () => {
        const notice = await findNotice(app.db, xxdm, id, app.clock.now());
        if (notice === undefined) throw new ApiError(404, NOTICE_NOT_FOUND);
        return notice;
      });
      return sendAnswer(request, reply, answer);
    },
  );

  app.get<{ Querystring: SearchQuery }>(
    homepagePaths.search,
    {
      schema: {
        querystring: objectSchema({ xxdm: fields.xxdm, keyword: requiredText(50), ...pageFields }, [
          'page',
          'size',
        ]),
      },
    },
    async (request) => ok(await searchNotices(app.db, app.clock.now(), request.query)),
  );
}
