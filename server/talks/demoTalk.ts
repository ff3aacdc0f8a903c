import type { Kysely } from 'kysely';
import { weekdayOf } from '../../contract/talks';
import { addWorkingDays } from '../../contract/workingDays';
import type { Database } from '../schema';
import { talkRulesOf } from '../site';
import type { ActorRef } from '../workflow';
import { holdRoom, reviewTalk, saveTalk, submitTalk } from './lifecycle';
import { earliestTalkDate } from './store';

const DEMO_HALL = '第一报告厅';
const DEMO_SLOT = '14:00-16:00';

/**
 * A passed campus talk of the demo employer in the demo hall (seedDemoVenues first), on the first
 * weekday the site's notice allows, so the homepage's talk block and calendar show it: saved, the hall
 * held, submitted and passed by the school. Answers its id, or null when the site has no such hall.
 */
export async function seedDemoTalk(
  db: Kysely<Database>,
  now: number,
  scope: { employerId: string; siteCode: string },
  actors: { employer: ActorRef; school: ActorRef },
  links: { announcementId: string; positionIds: readonly string[] },
): Promise<string | null> {
  const hall = await db
    .selectFrom('venues')
    .select('id')
    .where('site_code', '=', scope.siteCode)
    .where('name', '=', DEMO_HALL)
    .executeTakeFirst();
  if (hall === undefined) return null;
  let date = earliestTalkDate(now, (await talkRulesOf(db, scope.siteCode)).noticeDays);
  // The hall opens on weekdays only; a working Saturday (调休) is no weekday.
  while (weekdayOf(date) > 5) date = addWorkingDays(date, 1);
  const { value: id } = await saveTalk(db, now, scope, actors.employer, {
    xjzt: '示例科技有限公司2027届校园招聘宣讲会',
    rq: date,
    sd: DEMO_SLOT,
    yjrs: 200,
    ggid: links.announcementId,
    zwids: [...links.positionIds],
    yx: ['计算机学院', '软件学院'],
    zy: ['计算机科学与技术', '软件工程'],
    xs: false,
    zblj: '',
    lxr: [{ xm: '人力资源部', sjhm: '13900000001', yx: 'campus@example.com' }],
    bz: '',
    jxry: [{ name: '张招聘', idCard: '11010519491231002X', mobile: '13900000002' }],
  });
  await holdRoom(db, now, scope, { id, cdlx: '1', cdid: hall.id, rq: date, sd: DEMO_SLOT });
  await submitTalk(db, now, scope, actors.employer, id);
  await reviewTalk(db, now, scope.siteCode, actors.school, id, 'pass', undefined);
  return id;
}
