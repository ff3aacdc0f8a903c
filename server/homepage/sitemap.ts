import type { FastifyInstance } from 'fastify';
import { publicSiteBase, publicSitePages } from '../../contract/homepage';
import { SCHOOL_CODE_PATTERN } from '../../contract/site';
import { findSite } from '../site';
import { publicNoticeList } from './notices';

/** How many notices a sitemap names (the newest): search engines find the rest through the lists. */
export const SITEMAP_NOTICES = 500;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0).toString()};`);

/**
 * GET /site/<xxdm>/sitemap.xml: the site's homepage, its list pages and its published notices, with
 * absolute addresses of the host asked (so a school behind its own domain gets its own).
 */
export function registerSitemapRoute(app: FastifyInstance): void {
  app.get<{ Params: { xxdm: string } }>(
    `${publicSiteBase(':xxdm')}sitemap.xml`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['xxdm'],
          properties: { xxdm: { type: 'string', pattern: SCHOOL_CODE_PATTERN } },
        },
      },
    },
    async (request, reply) => {
      const { xxdm } = request.params;
      if ((await findSite(app.db, xxdm)) === undefined) return reply.callNotFound();
      const origin = `${request.protocol}://${request.host}`;
      const answer = await app.publicAnswers.get(
        xxdm,
        `sitemap:${origin}@${Math.floor(app.clock.now() / 60_000)}`,
        async () => {
          const base = `${origin}${publicSiteBase(xxdm)}`;
          const notices = await publicNoticeList(app.db, app.clock.now(), { xxdm, size: SITEMAP_NOTICES });
          const pages = Object.values(publicSitePages).map((page) => ({
            loc: `${base}${page}`,
            lastmod: null,
          }));
          const items = notices.records.map((notice) => ({
            loc: `${base}${publicSitePages.notices}/${notice.id}`,
            lastmod: notice.fbsj.slice(0, 10),
          }));
          return [...pages, ...items];
        },
      );
      const urls = JSON.parse(answer.body) as { loc: string; lastmod: string | null }[];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          ({ loc, lastmod }) =>
            `<url><loc>${escapeXml(loc)}</loc>${lastmod === null ? '' : `<lastmod>${lastmod}</lastmod>`}</url>`,
        ),
        '</urlset>',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
    },
  );
}
