import type { FastifyInstance } from 'fastify';
import { chinaDate } from '../../../contract/chinaTime';
import { weekdayOf, type TalkDraft, type VenueDraft } from '../../../contract/talks';
import { addWorkingDays } from '../../../contract/workingDays';
import { saveVenue } from '../../../server/talks/venues';

// What the talk tests share: venues open every day, a talk date the notice allows, a valid draft.

export const SLOT = '14:00-16:00';
export const EVENING = '19:00-21:00';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].flatMap((xq) => [SLOT, EVENING].map((sd) => ({ xq, sd })));

let venueSequence = 0;

/** A venue of the site bookable every day in SLOT and EVENING (a talk hall unless cdlx says). */
export async function addVenue(
  app: FastifyInstance,
  overrides: Partial<VenueDraft> = {},
  siteCode = '00000',
): Promise<string> {
  venueSequence += 1;
  return saveVenue(app.db, app.clock.now(), siteCode, {
    cdmc: `测试场地${venueSequence}`,
    ld: '测试楼',
    cdlx: '1',
    zws: 200,
    sb: '投影仪',
    fy: 0,
    qy: true,
    sd: EVERY_DAY,
    bkyrq: [],
    ...overrides,
  });
}

/** A China date `workingDays` working days after today by the app's clock (default: past the notice). */
export function dateAhead(app: FastifyInstance, workingDays = 10): string {
  return addWorkingDays(chinaDate(app.clock.now()), workingDays);
}

export const VALID_ENTRANTS = [
  { name: '张三', idCard: '11010519491231002X', mobile: '13912345678', plate: '京A12345' },
  { name: '李四', idCard: '110101199003074477', mobile: '13912345679' },
];

export function validTalk(rq: string, overrides: Partial<TalkDraft> = {}): TalkDraft {
  return {
    xjzt: '2027届校园招聘宣讲会',
    rq,
    sd: SLOT,
    yjrs: 100,
    ggid: '',
    zwids: [],
    yx: ['计算机学院'],
    zy: ['软件工程'],
    xs: false,
    zblj: '',
    lxr: [{ xm: '王经理', sjhm: '13800138000', yx: 'hr@example.com' }],
    bz: '',
    jxry: VALID_ENTRANTS,
    ...overrides,
  };
}

export { weekdayOf };
