import type { FastifyInstance } from 'fastify';
import { fairPaths, type PublicFair, type PublicFairQuery } from '../../../contract/fairs';
import type { Page } from '../../../contract/paging';
import { containing, filterValue, onPage } from '../../core/db/listQueries';
import { sendPublicAnswer } from '../../core/publicAnswers';
import { pageOf } from '../../core/http/schemas';
import { requireSite } from '../../site';
import { fairSummaries } from '../reading';
import { publicFairQuery } from './schemas';

/**
 * GET /web/wsjysc/wzsy/getZph: a site's fairs for the public homepage, soonest first within the date
 * range, with free/total booths; nothing about who booked. Answered from the shared public answers:
 * a fair saved or a booking reviewed invalidates them at once, booths booked show within their TTL.
 */
export function publicFairRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: PublicFairQuery }>(
    fairPaths.publicList,
    { schema: { querystring: publicFairQuery } },
    async (request, reply) =>
      sendPublicAnswer(app, request, reply, request.query.xxdm, async () => {
        const { xxdm } = request.query;
        await requireSite(app.db, xxdm);
        const from = filterValue(request.query.ksrq);
        const to = filterValue(request.query.jsrq);
        const keyword = filterValue(request.query.keyword);
        const base = app.db
          .selectFrom('fairs')
          .where('site_code', '=', xxdm)
          .$if(from !== null, (query) => query.where('date', '>=', from ?? ''))
          .$if(to !== null, (query) => query.where('date', '<=', to ?? ''))
          .$if(keyword !== null, (query) => query.where(containing('name', keyword ?? '')));
        const [rows, count] = await Promise.all([
          onPage(base.selectAll().orderBy('date').orderBy('id'), pageOf(request.query)).execute(),
          base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        ]);
        const summaries = await fairSummaries(app.db, rows, app.clock.now(), null);
        const page: Page<PublicFair> = {
          records: summaries.map(({ wdyd: _own, ...fair }, index) => ({
            ...fair,
            zphjs: rows[index]?.introduction ?? '',
          })),
          total: Number(count.total),
        };
        return page;
      }),
  );
}
