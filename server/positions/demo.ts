import type { Kysely } from 'kysely';
import { addDays, chinaDate } from '../../contract/chinaTime';
import type { PositionDraft } from '../../contract/positions';
import type { Database } from '../schema';
import type { ActorRef, EmployerScope } from '../workflow';
import { positionLifecycle } from './lifecycle';
import { findPosition } from './store';

type DemoPosition = Pick<
  PositionDraft,
  'zwmc' | 'gzxz' | 'zwlb' | 'xlyq' | 'zyyq' | 'zybq' | 'zprs' | 'zwms'
> &
  Pick<PositionDraft, 'xzxx' | 'xzsx' | 'fl'>;

const DEMO_POSITIONS: DemoPosition[] = [
  {
    zwmc: 'Java开发工程师（2027届校招）',
    gzxz: '1',
    zwlb: '13',
    xlyq: '2',
    zyyq: '计算机科学与技术、软件工程等相关专业',
    zybq: ['计算机', '软件工程'],
    zprs: 10,
    xzxx: 9000,
    xzsx: 15000,
    zwms: '参与公司核心业务系统的设计与开发，编写高质量代码并参与代码评审。任职要求：熟悉Java及常用框架，具备良好的沟通与学习能力。',
    fl: ['五险一金', '带薪年假', '年终奖'],
  },
  {
    zwmc: '前端开发实习生',
    gzxz: '2',
    zwlb: '13',
    xlyq: '2',
    zyyq: '计算机相关专业',
    zybq: ['计算机'],
    zprs: 3,
    xzxx: 4000,
    xzsx: 6000,
    zwms: '参与公司产品的前端页面开发与优化。任职要求：熟悉HTML、CSS和JavaScript，了解React者优先，每周至少实习四天。',
    fl: ['餐补', '弹性工作'],
  },
];

const DAY_MS = 86_400_000;

/**
 * The demo employer's published positions at its site (once per database: the caller seeds them with
 * the demo accounts), through the real lifecycle: saved, submitted and passed by the school when the
 * site reviews by hand, all the day before `now`, so today's daily caps stay free for whoever tries
 * the demo. Answers their ids.
 */
export async function seedDemoPositions(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actors: { employer: ActorRef; school: ActorRef },
): Promise<string[]> {
  const at = now - DAY_MS;
  const today = chinaDate(now);
  const ids: string[] = [];
  for (const position of DEMO_POSITIONS) {
    const draft: PositionDraft = {
      ...position,
      xzlx: '1',
      gzdq: '370102',
      gzdz: '经十路88号',
      jlfs: '1',
      jlyx: '',
      lxr: '人力资源部',
      lxdh: '0531-88886666',
      kssj: today,
      jzrq: addDays(today, 60),
      gkfw: '2',
      nrsm: '',
    };
    const { id } = await positionLifecycle.save(db, at, scope, actors.employer, draft, null);
    const state = await positionLifecycle.submit(db, at, actors.employer, await findPosition(db, scope, id));
    if (state === 'pending')
      await positionLifecycle.review(
        db,
        at,
        actors.school,
        await findPosition(db, scope, id),
        'pass',
        undefined,
      );
    ids.push(id);
  }
  return ids;
}
