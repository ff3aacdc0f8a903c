import type { FastifyInstance } from 'fastify';
import {
  HOMEPAGE_NOTICE_COUNT,
  homepagePaths,
  type HomepageData,
  type NoticeQuery,
  type NoticeQueryById,
  type SearchQuery,
  type SiteTemplate,
} from '../../contract/homepage';
import { SCHOOL_CODE_PATTERN, sitePaths, type SiteSetting } from '../../contract/site';
import { ApiError, ok } from '../core/http/envelope';
import { sendPublicAnswer } from '../core/publicAnswers';
import { fields, objectSchema, optionalText, pageFields, requiredText } from '../core/http/schemas';
import { findSite } from '../site';
import { findNotice, publicNoticeList, searchNotices } from './notices';
import { activeBanners, siteColumns, siteLinks, siteLook, type Db } from './store';

const siteParams = {
  type: 'object',
  required: ['xxdm'],
  properties: { xxdm: { type: 'string', pattern: SCHOOL_CODE_PATTERN } },
} as const;

export const NOTICE_NOT_FOUND = '通知公告不存在或尚未发布';

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

/** getWzsz: the site's name, colour and the template its console saved (the homepage wears the same). */
async function siteSettings(db: Db, siteCode: string): Promise<SiteSetting[]> {
  const site = await findSite(db, siteCode);
  if (site === undefined) return [];
  const { mbid } = await siteLook(db, siteCode);
  return [{ xxdm: site.code, wzmc: site.name, mbid, wzzsd: site.theme_color }];
}

/**
 * The homepage's public calls (spec section 7): no session, no cookie, only published content. Each
 * answer comes from the server's shared public answers (per site, keyed by the address and the minute,
 * as publish times and banner dates move with the clock) and carries an ETag.
 */
export function registerPublicHomepageRoutes(app: FastifyInstance): void {
  const bySite = (path: string, load: (siteCode: string) => Promise<unknown>) =>
    app.get<{ Params: { xxdm: string } }>(
      `${path}/:xxdm`,
      { schema: { params: siteParams } },
      async (request, reply) => {
        const { xxdm } = request.params;
        return sendPublicAnswer(app, request, reply, xxdm, () => load(xxdm));
      },
    );

  bySite(homepagePaths.banners, (siteCode) => activeBanners(app.db, siteCode, app.clock.now()));
  bySite(homepagePaths.columns, (siteCode) => siteColumns(app.db, siteCode));
  bySite(homepagePaths.quickLinks, (siteCode) => siteLinks(app.db, siteCode, '1'));
  bySite(homepagePaths.friendlyLinks, (siteCode) => siteLinks(app.db, siteCode, '2'));
  bySite(homepagePaths.template, (siteCode) => siteTemplate(app.db, siteCode));
  bySite(sitePaths.siteSettings, (siteCode) => siteSettings(app.db, siteCode));

  app.get<{ Querystring: { xxdm: string } }>(
    homepagePaths.homepage,
    { schema: { querystring: objectSchema({ xxdm: fields.xxdm }) } },
    async (request, reply) => {
      const { xxdm } = request.query;
      return sendPublicAnswer(app, request, reply, xxdm, () => homepageData(app.db, xxdm, app.clock.now()));
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
    async (request, reply) =>
      sendPublicAnswer(app, request, reply, request.query.xxdm, () =>
        publicNoticeList(app.db, app.clock.now(), request.query),
      ),
  );

  app.get<{ Querystring: NoticeQueryById }>(
    homepagePaths.noticeDetail,
    { schema: { querystring: objectSchema({ id: fields.id, xxdm: fields.xxdm }) } },
    async (request, reply) => {
      const { id, xxdm = '' } = request.query;
      return sendPublicAnswer(app, request, reply, xxdm, async () => {
        const notice = await findNotice(app.db, xxdm, id, app.clock.now());
        if (notice === undefined) throw new ApiError(404, NOTICE_NOT_FOUND);
        return notice;
      });
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
