import { http, HttpResponse, type AnyHandler } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import {
  DEFAULT_TALK_RULES,
  VENUE_NOT_FOUND_MESSAGE,
  talkPaths,
  talkRulesProblem,
  venueProblem,
  type TalkRules,
  type Venue,
  type VenueDraft,
  type VenueSlot,
} from '../../../contract/talks';
import { DEMO_STAFF_TOKEN } from './console';

/**
 * The console's venues and the site's talk rules as the server answers them (docs/api.md, campus
 * talks): an in-memory list of the demo site's venues checked by the contract's own rules, one of
 * them already booked (removing it disables it instead). Stories and tests call resetVenuesMock()
 * first, so each starts from the same venues.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

/** Every weekday from Monday to Friday at each of these ranges. */
function weekdaySlots(ranges: readonly string[], days: readonly number[] = [1, 2, 3, 4, 5]): VenueSlot[] {
  return days.flatMap((xq) => ranges.map((sd) => ({ xq, sd })));
}

const THREE_SLOTS = ['09:00-11:00', '14:00-16:00', '19:00-21:00'];

type MockVenue = Venue & { booked: boolean };

export const MOCK_VENUE_IDS = {
  hall: 'cd01',
  smallHall: 'cd02',
  writtenRoom: 'cd03',
  interviewRoom: 'cd04',
  oldHall: 'cd05',
} as const;

function freshVenues(): MockVenue[] {
  return [
    {
      id: MOCK_VENUE_IDS.hall,
      cdmc: '学术报告厅',
      ld: '图书馆一楼',
      cdlx: '1',
      zws: 300,
      sb: '投影仪、音响、无线话筒',
      fy: 1200,
      qy: true,
      sd: weekdaySlots(THREE_SLOTS),
      bkyrq: ['2026-12-24', '2026-12-25'],
      booked: true,
    },
    {
      id: MOCK_VENUE_IDS.smallHall,
      cdmc: '第一报告厅',
      ld: '教学楼A201',
      cdlx: '1',
      zws: 120,
      sb: '投影仪',
      fy: 0,
      qy: true,
      sd: weekdaySlots(['14:00-16:00', '19:00-21:00']),
      bkyrq: [],
      booked: false,
    },
    {
      id: MOCK_VENUE_IDS.writtenRoom,
      cdmc: '笔试室301',
      ld: '教学楼B301',
      cdlx: '2',
      zws: 60,
      sb: '',
      fy: 0,
      qy: true,
      sd: weekdaySlots(['09:00-11:00', '14:00-16:00']),
      bkyrq: [],
      booked: false,
    },
    {
      id: MOCK_VENUE_IDS.interviewRoom,
      cdmc: '面试室A',
      ld: '就业指导中心',
      cdlx: '3',
      zws: 10,
      sb: '',
      fy: 0,
      qy: true,
      sd: weekdaySlots(['09:00-11:00', '14:00-16:00'], [1, 2, 3, 4, 5, 6]),
      bkyrq: [],
      booked: false,
    },
    {
      id: MOCK_VENUE_IDS.oldHall,
      cdmc: '旧礼堂',
      ld: '东区',
      cdlx: '1',
      zws: 500,
      sb: '音响',
      fy: 800,
      qy: false,
      sd: weekdaySlots(['19:00-21:00']),
      bkyrq: [],
      booked: true,
    },
  ];
}

let venues = freshVenues();
let talkRules: TalkRules = { ...DEFAULT_TALK_RULES };
let venueCount = 100;

export function resetVenuesMock(): void {
  venues = freshVenues();
  talkRules = { ...DEFAULT_TALK_RULES };
  venueCount = 100;
}

/** A venue as the mock holds it now (tests check what a save kept). */
export function mockVenue(id: string): Venue | undefined {
  const venue = venues.find((candidate) => candidate.id === id);
  if (venue === undefined) return undefined;
  const { booked: _booked, ...rest } = venue;
  return rest;
}

export function mockTalkRules(): TalkRules {
  return talkRules;
}

const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');

function withStaff(
  resolve: (request: Request) => Promise<Envelope<unknown>> | Envelope<unknown>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) =>
    HttpResponse.json(
      request.headers.get('accessToken') === DEMO_STAFF_TOKEN ? await resolve(request) : SESSION_INVALID,
    );
}

const positive = (value: string | null, fallback: number) =>
  value !== null && /^[1-9][0-9]*$/.test(value) ? Number(value) : fallback;

export const venuesHandlers: AnyHandler[] = [
  http.get(
    talkPaths.venueList,
    withStaff((request) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('cdlx') ?? '';
      const keyword = (url.searchParams.get('keyword') ?? '').trim();
      const page = positive(url.searchParams.get('page'), 1);
      const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
      const matching = venues
        .filter(
          (venue) =>
            (kind === '' || venue.cdlx === kind) &&
            (keyword === '' || venue.cdmc.includes(keyword) || venue.ld.includes(keyword)),
        )
        .map(({ booked: _booked, ...venue }) => venue);
      return ok({ records: matching.slice((page - 1) * size, page * size), total: matching.length });
    }),
  ),
  http.post(
    talkPaths.venueSave,
    withStaff(async (request) => {
      const draft = (await request.json()) as VenueDraft;
      const problem = venueProblem(draft);
      if (problem !== null) return refuse(400, problem);
      const name = draft.cdmc.trim();
      if (venues.some((venue) => venue.cdmc === name && venue.id !== draft.id))
        return refuse(400, `场地名称“${name}”已存在，请换一个名称`);
      if (draft.id === undefined) {
        venueCount += 1;
        const venue: MockVenue = { ...draft, id: `cd${venueCount}`, booked: false };
        venues = [venue, ...venues];
        return ok(venue.id, '已添加');
      }
      const index = venues.findIndex((venue) => venue.id === draft.id);
      const current = venues[index];
      if (current === undefined) return refuse(404, VENUE_NOT_FOUND_MESSAGE);
      venues[index] = { ...current, ...draft, id: current.id };
      return ok(current.id, '已保存');
    }),
  ),
  http.post(
    talkPaths.venueRemove,
    withStaff(async (request) => {
      const { id } = (await request.json()) as { id: string };
      const venue = venues.find((candidate) => candidate.id === id);
      if (venue === undefined) return refuse(404, VENUE_NOT_FOUND_MESSAGE);
      if (venue.booked) {
        venue.qy = false;
        return ok(null, `“${venue.cdmc}”已有预约记录，已改为停用`);
      }
      venues = venues.filter((candidate) => candidate.id !== id);
      return ok(null, `已删除“${venue.cdmc}”`);
    }),
  ),
  http.get(
    talkPaths.schoolRules,
    withStaff(() => ok(talkRules)),
  ),
  http.post(
    talkPaths.saveSchoolRules,
    withStaff(async (request) => {
      const body = (await request.json()) as TalkRules;
      const problem = talkRulesProblem(body);
      if (problem !== null) return refuse(400, problem);
      talkRules = { tqgzr: body.tqgzr, qxgzr: body.qxgzr, jxrssx: body.jxrssx };
      return ok(talkRules, '已保存');
    }),
  ),
];

/** The site has no venue yet. */
export const noVenues: AnyHandler = http.get(
  talkPaths.venueList,
  withStaff(() => ok({ records: [], total: 0 })),
);
