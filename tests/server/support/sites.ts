import type { FastifyInstance } from 'fastify';

/** Adds a school sub-site (defaults of a plain site) for tests that need a second one. */
export async function createSite(app: FastifyInstance, code: string, name = `测试大学${code}`) {
  await app.db
    .insertInto('sites')
    .values({
      code,
      name,
      theme_color: '#1e6fd9',
      template_id: '1',
      password_level: 3,
      tag_push: 0,
      salary_types: '月薪,面议',
      chat_enabled: 0,
      chat_path: '',
      wechat_app_id: '',
      is_main: 0,
      created_at: app.clock.now(),
    })
    .execute();
}
