import type { Kysely } from 'kysely';
import type { VenueDraft } from '../../contract/talks';
import type { Database } from '../schema';
import { saveVenue } from './venues';

const WEEKDAYS = [1, 2, 3, 4, 5];
const slotsOn = (weekdays: number[], slots: string[]) =>
  weekdays.flatMap((xq) => slots.map((sd) => ({ xq, sd })));
const TALK_SLOTS = ['09:00-11:00', '14:00-16:00', '19:00-21:00'];

const DEMO_VENUES: VenueDraft[] = [
  {
    cdmc: '第一报告厅',
    ld: '图书馆一层',
    cdlx: '1',
    zws: 300,
    sb: '投影仪、音响、无线话筒',
    fy: 0,
    qy: true,
    sd: [...slotsOn(WEEKDAYS, TALK_SLOTS), ...slotsOn([6], ['14:00-16:00'])],
    bkyrq: [],
  },
  {
    cdmc: '学术交流中心大厅',
    ld: '学术交流中心',
    cdlx: '1',
    zws: 500,
    sb: 'LED 大屏、音响、直播设备',
    fy: 2000,
    qy: true,
    sd: slotsOn(WEEKDAYS, ['14:00-16:00', '19:00-21:00']),
    bkyrq: [],
  },
  {
    cdmc: '多媒体教室 A201',
    ld: '教学楼 A 座',
    cdlx: '1',
    zws: 120,
    sb: '投影仪、电脑',
    fy: 0,
    qy: true,
    sd: slotsOn(WEEKDAYS, TALK_SLOTS),
    bkyrq: [],
  },
  {
    cdmc: '计算机房 B305',
    ld: '教学楼 B 座',
    cdlx: '2',
    zws: 80,
    sb: '80 台电脑、监考摄像头',
    fy: 500,
    qy: true,
    sd: slotsOn(WEEKDAYS, TALK_SLOTS),
    bkyrq: [],
  },
  ...[1, 2, 3].map((n): VenueDraft => ({
    cdmc: `面试间 ${n}`,
    ld: '就业指导中心三层',
    cdlx: '3',
    zws: 10,
    sb: '会议桌、白板',
    fy: 0,
    qy: true,
    sd: slotsOn([...WEEKDAYS, 6], TALK_SLOTS),
    bkyrq: [],
  })),
];

/** The demo site's venues: three talk halls, a computer room for written tests, three interview rooms. */
export async function seedDemoVenues(db: Kysely<Database>, now: number, siteCode: string): Promise<void> {
  const any = await db
    .selectFrom('venues')
    .select('id')
    .where('site_code', '=', siteCode)
    .limit(1)
    .executeTakeFirst();
  if (any !== undefined) return;
  for (const venue of DEMO_VENUES) await saveVenue(db, now, siteCode, venue);
}
