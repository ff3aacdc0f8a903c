import type { Kysely } from 'kysely';
import { addDays, chinaDate } from '../../contract/chinaTime';
import type { Database } from '../schema';
import type { ActorRef, EmployerScope } from '../workflow';
import { announcementLifecycle, saveAnnouncement } from './lifecycle';
import { findAnnouncement } from './store';

const DEMO_BODY =
  '<h2>公司简介</h2><p>示例科技有限公司是一家专注于企业软件与云服务的高新技术企业，现面向2027届毕业生开展校园招聘。</p>' +
  '<h3>招聘流程</h3><ol><li><p>网上投递简历</p></li><li><p>笔试与面试</p></li><li><p>发放录用通知</p></li></ol>' +
  '<p>欢迎参加我们的专场宣讲会，现场可直接投递简历。</p>';

/**
 * The demo employer's published announcement at its site, linking the demo positions: saved,
 * submitted and passed by the school when the site reviews by hand. Answers its id.
 */
export async function seedDemoAnnouncement(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actors: { employer: ActorRef; school: ActorRef },
  positionIds: readonly string[],
): Promise<string> {
  const today = chinaDate(now);
  // Nothing is uploaded: the uploader is never asked for.
  const editor = {
    actor: actors.employer,
    uploader: { userId: actors.employer.id, studentId: null, secretHash: null },
  };
  const { id } = await saveAnnouncement(
    db,
    now,
    scope,
    editor,
    {
      ggbt: '示例科技有限公司2027届校园招聘简章',
      ggnr: DEMO_BODY,
      fj: [],
      glzw: [...positionIds],
      kssj: today,
      jssj: addDays(today, 60),
      nrsm: '',
    },
    null,
  );
  const state = await announcementLifecycle.submit(
    db,
    now,
    actors.employer,
    await findAnnouncement(db, scope, id),
  );
  if (state === 'pending')
    await announcementLifecycle.review(
      db,
      now,
      actors.school,
      await findAnnouncement(db, scope, id),
      'pass',
      undefined,
    );
  return id;
}
