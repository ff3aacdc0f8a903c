import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('recipient_user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('sender', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('messages_recipient')
    .on('messages')
    .columns(['recipient_user_id', 'created_at'])
    .execute();
  // The unread count is polled every 10 s by every online employer: a partial index holds exactly the
  // rows it counts (SQLite and PostgreSQL both support it).
  await db.schema
    .createIndex('messages_unread')
    .on('messages')
    .column('recipient_user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}
