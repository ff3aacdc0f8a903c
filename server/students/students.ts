import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export type NewStudent = {
  id: string;
  siteCode: string;
  studentNumber: string;
  name: string;
  /** Comma-separated tags. */
  tags: string;
  passwordHash: string;
};

export async function insertStudent(db: Kysely<Database>, now: number, student: NewStudent): Promise<void> {
  await db
    .insertInto('students')
    .values({
      id: student.id,
      site_code: student.siteCode,
      student_number: student.studentNumber,
      name: student.name,
      tags: student.tags,
      password_hash: student.passwordHash,
      created_at: now,
    })
    .execute();
}

/** True once any student exists (the demo seeds only an empty database). */
export async function hasAnyStudent(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('students').select('id').limit(1).executeTakeFirst()) !== undefined;
}
