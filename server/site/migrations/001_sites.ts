import { sql, type Kysely } from 'kysely';

/** School sites, seeded with the default site 00000 (the main site until a school says otherwise). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('theme_color', 'text', (column) => column.notNull())
    .addColumn('template_id', 'text', (column) => column.notNull())
    .addColumn('password_level', 'integer', (column) => column.notNull())
    .addColumn('tag_push', 'integer', (column) => column.notNull())
    .addColumn('salary_types', 'text', (column) => column.notNull())
    .addColumn('chat_enabled', 'integer', (column) => column.notNull())
    .addColumn('chat_path', 'text', (column) => column.notNull())
    .addColumn('wechat_app_id', 'text', (column) => column.notNull())
    .addColumn('is_main', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sites_is_main').on('sites').column('is_main').execute();

  // The chat address is the SPA's own chat screen; the pop-up adds ?ticket=<token>.
  await sql`
    insert into sites (code, name, theme_color, template_id, password_level, tag_push, salary_types,
      chat_enabled, chat_path, wechat_app_id, is_main, created_at)
    values ('00000', '高校毕业生就业平台', '#1677ff', '1', 3, 0, '月薪,年薪,面议',
      1, '/dwpage/imchat', '', 1, ${Date.now()})
  `.execute(db);
}
