import { sql, type Kysely } from 'kysely';

/**
 * The student's inbox: what employers' decisions on their applications (and invitations) tell them.
 * Apart from the employer users' messages, whose recipient is an employer user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('student_id', 'text', (column) => column.notNull())
    .addColumn('sender', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('object_type', 'text')
    .addColumn('object_id', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('student_messages_student')
    .on('student_messages')
    .columns(['student_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('student_messages_unread')
    .on('student_messages')
    .column('student_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}
