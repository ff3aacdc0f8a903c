import type { FastifyInstance } from 'fastify';
import { openStaffSession } from '../../../server/school/staff';
import { newId } from '../../../server/core/tokens';
import { TEST_PASSWORD } from './employers';

let staffSequence = 0;

/** A school staff member of a site (inserted directly) with a live console session: its token and header. */
export async function staffWithToken(app: FastifyInstance, siteCode = '00000') {
  staffSequence += 1;
  const id = newId();
  const username = `staff${staffSequence}`;
  await app.db
    .insertInto('school_staff')
    .values({
      id,
      site_code: siteCode,
      username,
      name: `审核员${staffSequence}`,
      password_hash: await app.passwords.hash(TEST_PASSWORD),
      created_at: app.clock.now(),
      disabled_at: null,
    })
    .execute();
  const token = await openStaffSession(app.db, app.clock.now(), id, siteCode);
  return { staffId: id, username, password: TEST_PASSWORD, token, headers: { accesstoken: token } };
}
