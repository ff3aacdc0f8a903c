import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_EMPLOYER } from '../seed/demo';
import { newId } from '../services/tokens';

export const WELCOME_MESSAGE = {
  sender: '平台管理员',
  title: '欢迎使用高校毕业生就业平台',
  body: '贵单位可以在这里发布招聘职位、申请宣讲会、预定招聘会展位、处理简历与签约。如有问题，请通过页面右下角的“问题反馈”告诉我们。',
} as const;

/**
 * Puts one unread welcome message in the demo employer's inbox, so the unread badge has something to
 * show on a fresh demo. Idempotent: does nothing when the demo user is absent or already has messages.
 */
export async function seedWelcomeMessage(db: Kysely<Database>, now: number): Promise<boolean> {
  const user = await db
    .selectFrom('employer_users')
    .select('id')
    .where('mobile', '=', DEMO_EMPLOYER.mobile)
    .executeTakeFirst();
  if (user === undefined) return false;
  const existing = await db
    .selectFrom('messages')
    .select('id')
    .where('recipient_user_id', '=', user.id)
    .limit(1)
    .executeTakeFirst();
  if (existing !== undefined) return false;
  await db
    .insertInto('messages')
    .values({ id: newId(), recipient_user_id: user.id, ...WELCOME_MESSAGE, created_at: now, read_at: null })
    .execute();
  return true;
}
