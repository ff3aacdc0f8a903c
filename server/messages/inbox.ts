import type { ExpressionBuilder, Kysely } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import type { Message } from '../../contract/messages';
import type { ReviewObjectType } from '../../contract/workflow';
import { newId } from '../core/tokens';
import type { Database } from '../schema';

/** Whose inbox: the user, seeing the messages of the employer its session acts for and its own. */
export type Inbox = { userId: string; employerId: string };

/** A student's inbox: the same messages, in a table of their own (a student is no employer user). */
export type StudentInbox = { studentId: string };

type InboxTable = 'messages' | 'student_messages';

// Both tables share every column a message shows, so one query serves either; only the owner differs.
function tableOf(inbox: Inbox | StudentInbox): InboxTable {
  return 'studentId' in inbox ? 'student_messages' : 'messages';
}

function ownedBy(inbox: Inbox | StudentInbox) {
  return (eb: ExpressionBuilder<Database, InboxTable>) =>
    'studentId' in inbox
      ? eb('student_id', '=', inbox.studentId)
      : eb.and([
          eb('recipient_user_id', '=', inbox.userId),
          eb.or([eb('employer_id', 'is', null), eb('employer_id', '=', inbox.employerId)]),
        ]);
}

function ofInbox(db: Kysely<Database>, inbox: Inbox | StudentInbox) {
  return db.selectFrom(tableOf(inbox)).where(ownedBy(inbox));
}

/** The unread messages of an inbox (the partial index on unread rows finds the user's few). */
export async function countUnread(db: Kysely<Database>, inbox: Inbox | StudentInbox): Promise<number> {
  const row = await ofInbox(db, inbox)
    .select((eb) => eb.fn.countAll<number | string>().as('unread'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL counts in bigint, which its driver hands over as a string.
  return Number(row.unread);
}

/** One page of an inbox, newest first, optionally only read ('1') or unread ('0') messages. */
export async function listMessages(
  db: Kysely<Database>,
  inbox: Inbox | StudentInbox,
  { page, size, read }: { page: number; size: number; read?: '0' | '1' },
): Promise<{ records: Message[]; total: number }> {
  const filtered = ofInbox(db, inbox).$if(read !== undefined, (query) =>
    query.where('read_at', read === '1' ? 'is not' : 'is', null),
  );
  const [rows, count] = await Promise.all([
    filtered
      .select(['id', 'title', 'body', 'sender', 'created_at', 'read_at', 'object_type', 'object_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      bt: row.title,
      nr: row.body,
      fsr: row.sender,
      fssj: chinaDateTime(row.created_at),
      sfyd: row.read_at === null ? '0' : '1',
      dxlx: row.object_type ?? '',
      dxid: row.object_id ?? '',
    })),
    total: Number(count.total),
  };
}

/** Marks messages of the inbox read (others' ids change nothing); answers how many changed. */
export async function markRead(
  db: Kysely<Database>,
  now: number,
  inbox: Inbox | StudentInbox,
  ids: readonly string[] | 'all',
): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  const result = await db
    .updateTable(tableOf(inbox))
    .set({ read_at: now })
    .where(ownedBy(inbox))
    .where('read_at', 'is', null)
    .$if(ids !== 'all', (query) => query.where('id', 'in', ids as readonly string[]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type MessageContent = { sender: string; title: string; body: string };

export type ObjectMessage = MessageContent & {
  employerId: string;
  objectType: ReviewObjectType;
  objectId: string;
};

/** One unread copy of a message about an employer's object in each recipient's inbox. */
export async function deliverToUsers(
  db: Kysely<Database>,
  now: number,
  userIds: readonly string[],
  message: ObjectMessage,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('messages')
    .values(
      userIds.map((userId) => ({
        id: newId(),
        recipient_user_id: userId,
        sender: message.sender,
        title: message.title,
        body: message.body,
        created_at: now,
        read_at: null,
        employer_id: message.employerId,
        object_type: message.objectType,
        object_id: message.objectId,
      })),
    )
    .execute();
}

/** Puts one unread message in a user's inbox unless it already holds any; true when it did. */
export async function deliverIfInboxEmpty(
  db: Kysely<Database>,
  now: number,
  userId: string,
  content: MessageContent,
): Promise<boolean> {
  const existing = await db
    .selectFrom('messages')
    .select('id')
    .where('recipient_user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (existing !== undefined) return false;
  await db
    .insertInto('messages')
    .values({ id: newId(), recipient_user_id: userId, ...content, created_at: now, read_at: null })
    .execute();
  return true;
}
