import type { Kysely } from 'kysely';
import { findAccountByMobile } from '../accounts';
import { deliverIfInboxEmpty } from '../messages';
import type { Database } from '../schema';
import { DEMO_EMPLOYER } from './seed';

export const WELCOME_MESSAGE = {
  sender: '平台管理员',
  title: '欢迎使用高校毕业生就业平台',
  body: '贵单位可以在这里发布招聘职位、申请宣讲会、预定招聘会展位、处理简历与签约。如有问题，请通过页面上方或导航栏中的“问题反馈”告诉我们。',
} as const;

/**
 * Puts one unread welcome message in the demo employer's inbox, so the unread badge has something to
 * show on a fresh demo. Idempotent: does nothing when the demo user is absent or already has messages.
 */
export async function seedWelcomeMessage(db: Kysely<Database>, now: number): Promise<boolean> {
  const account = await findAccountByMobile(db, DEMO_EMPLOYER.mobile);
  if (account === undefined) return false;
  return deliverIfInboxEmpty(db, now, account.userId, WELCOME_MESSAGE);
}
