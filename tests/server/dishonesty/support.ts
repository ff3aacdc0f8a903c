import type { FastifyInstance } from 'fastify';
import { chinaDate } from '../../../contract/chinaTime';
import { newId } from '../../../server/core/tokens';

/** A dishonesty record of the employer at site 00000, inserted directly (a no-show of a fair dated today). */
export async function insertDishonestyRecord(app: FastifyInstance, employerId: string): Promise<string> {
  const id = newId();
  const today = chinaDate(app.clock.now());
  await app.db
    .insertInto('dishonesty_records')
    .values({
      id,
      site_code: '00000',
      employer_id: employerId,
      employer_name: '测试单位',
      rule: '1',
      object_id: newId(),
      object_name: '测试双选会',
      breach_date: today,
      expires_on: today,
      state: 'active',
      note: '',
      source_id: id,
      created_at: app.clock.now(),
    })
    .execute();
  return id;
}
