import type { FastifyInstance } from 'fastify';
import { createPasswordHasher } from '../../../server/core/passwords';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { openStudentSession } from '../../../server/students/sessions';
import { newId } from '../../../server/core/tokens';
import { createEmployer } from './employers';

/** Cheap argon2id settings for test servers that create many accounts; never for production. */
export const fastPasswords = createPasswordHasher({ memoryKiB: 256, passes: 1, parallelism: 1 });

/** A new employer with a live session opened directly (no login round trip): its token and header. */
export async function employerWithToken(app: FastifyInstance, siteCode = '00000') {
  const employer = await createEmployer(app);
  const token = await openEmployerSession(app.db, app.clock.now(), employer.userId, siteCode, employer.dwid);
  return { ...employer, token, headers: { accesstoken: token } };
}

let studentSequence = 0;

/** A new student with a live session: its token (sent as the `token` cookie). */
export async function studentWithToken(app: FastifyInstance, siteCode = '00000') {
  studentSequence += 1;
  const studentId = newId();
  await app.db
    .insertInto('students')
    .values({
      id: studentId,
      site_code: siteCode,
      student_number: `2099${String(studentSequence).padStart(6, '0')}`,
      name: '测试同学',
      tags: '',
      password_hash: 'unused',
      created_at: app.clock.now(),
    })
    .execute();
  const token = await openStudentSession(app.db, app.clock.now(), studentId);
  return { studentId, token, cookies: { token } };
}
