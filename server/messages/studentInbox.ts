import type { Kysely } from 'kysely';
import type { ReviewObjectType } from '../../contract/workflow';
import { newId } from '../core/tokens';
import type { Database } from '../schema';

// A student's inbox: the same messages as an employer user's, in a table of their own (a student is
// no employer user), read and marked by inbox.ts's calls under /stu.

export type StudentMessage = {
  sender: string;
  title: string;
  body: string;
  objectType: ReviewObjectType;
  objectId: string;
};

/** One unread message in the student's inbox. */
export async function deliverToStudent(
  db: Kysely<Database>,
  now: number,
  studentId: string,
  message: StudentMessage,
): Promise<void> {
  await db
    .insertInto('student_messages')
    .values({
      id: newId(),
      student_id: studentId,
      sender: message.sender,
      title: message.title,
      body: message.body,
      object_type: message.objectType,
      object_id: message.objectId,
      created_at: now,
      read_at: null,
    })
    .execute();
}
