import { delay, http, HttpResponse } from 'msw';
import {
  FUNNEL_STATES,
  monthsOf,
  statisticsPaths,
  type StatisticsSummary,
} from '../../../contract/statistics';
import { ok, refuse } from './account';

/**
 * 招聘统计 (docs/api.md, Employer statistics): the demo employer's figures for any range, or none
 * (empty), a failure (error) or an answer that never comes (loading): resetStatisticsMock({ mode }).
 */
type Mode = 'data' | 'empty' | 'error' | 'loading';
let mode: Mode = 'data';

export function resetStatisticsMock(options: { mode?: Mode } = {}): void {
  mode = options.mode ?? 'data';
}

const FUNNEL_COUNTS = [12, 8, 5, 3, 2, 1, 4];

/** The demo employer stands passed at two sites; the second has fewer of everything. */
const SITES = [
  { xxdm: '00000', wzmc: '示例大学就业网' },
  { xxdm: '10001', wzmc: '示例理工大学就业网' },
];

function summaryOf(from: string, to: string, siteCode: string): StatisticsSummary {
  const scale = mode === 'empty' ? 0 : siteCode === '00000' ? 1 : 0.5;
  const funnel = FUNNEL_STATES.map((state, index) => ({ state, count: (FUNNEL_COUNTS[index] ?? 0) * scale }));
  const months = monthsOf(from, to);
  return {
    siteCode,
    sites: SITES,
    from,
    to,
    positions: { published: 6 * scale, views: 240 * scale },
    applications: {
      total: 35 * scale,
      funnel,
      interviews: 6 * scale,
      offers: 3 * scale,
      hires: 1 * scale,
    },
    talks: { held: 2 * scale, attendance: 86 * scale },
    fairs: { bookings: 3 * scale, passed: 2 * scale, checkedIn: 1 * scale },
    agreements: null,
    trend: months.map((month, index) => ({
      month,
      positions: index === months.length - 1 ? 6 * scale : 0,
      applications: index === months.length - 1 ? 35 * scale : 0,
    })),
  };
}

export const statisticsHandlers = [
  http.get(`*${statisticsPaths.export}`, () =>
    mode === 'error'
      ? HttpResponse.json(refuse(500, '统计服务暂时不可用'))
      : new HttpResponse(new Blob(['xlsx']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
  ),
  http.get(`*${statisticsPaths.summary}`, async ({ request }) => {
    if (mode === 'loading') await delay('infinite');
    if (mode === 'error') return HttpResponse.json(refuse(500, '统计服务暂时不可用'));
    const url = new URL(request.url);
    return HttpResponse.json(
      ok(
        summaryOf(
          url.searchParams.get('from') ?? '',
          url.searchParams.get('to') ?? '',
          url.searchParams.get('xxdm') ?? '00000',
        ),
      ),
    );
  }),
];
