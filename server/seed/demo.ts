import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkPassword, checkPasswordExtras } from '../../ui/validators';
import type { Database } from '../db/schema';
import { addMembership } from '../services/employers';
import type { PasswordHasher } from '../services/passwords';
import { newId } from '../services/tokens';

export type DemoCredentials = {
  employer: { mobile: string; password: string };
  student: { username: string; password: string };
};

export const DEMO_EMPLOYER = {
  name: '示例科技有限公司',
  /** A valid GB 32100 code (checksums included), registered to nobody. */
  creditCode: '91110108MA01HM2K7W',
  contactName: '王经理',
  mobile: '13800000000',
  siteCode: '00000',
} as const;

/** A branch the demo login also acts for, so screen pickdwxs has a choice (registered at the same site). */
export const DEMO_BRANCH = {
  name: '示例科技（上海）有限公司',
  creditCode: '91310115MA1K4B7Q6L',
  contactName: '王经理',
} as const;

export const DEMO_STUDENT = {
  siteCode: '00000',
  studentNumber: '2024000001',
  name: '李同学',
  tags: '应届毕业生,计算机科学与技术',
} as const;

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789!@#$%&*';

/** A random 12-character password that passes level 4 (so every level) and the extra rules. */
export function randomDemoPassword(): string {
  for (;;) {
    const candidate = Array.from(
      { length: 12 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (checkPassword(candidate, 4) === null && checkPasswordExtras(candidate) === null) return candidate;
  }
}

/**
 * On a database without any employer or student: the demo employer (whose login also acts for a
 * branch) and the demo student, each with
 * a password random to this database. Returns their credentials once; null when there were accounts.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  now: number,
): Promise<DemoCredentials | null> {
  const existing = await db
    .selectFrom('employers')
    .select('id')
    .union(db.selectFrom('students').select('id'))
    .limit(1)
    .executeTakeFirst();
  if (existing !== undefined) return null;

  const employerPassword = randomDemoPassword();
  const studentPassword = randomDemoPassword();
  const [employerHash, studentHash] = await Promise.all([
    passwords.hash(employerPassword),
    passwords.hash(studentPassword),
  ]);
  const employerId = newId();
  const branchId = newId();
  const userId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('employers')
      .values({
        id: employerId,
        profile_id: newId(),
        name: DEMO_EMPLOYER.name,
        credit_code: DEMO_EMPLOYER.creditCode,
        contact_name: DEMO_EMPLOYER.contactName,
        site_code: DEMO_EMPLOYER.siteCode,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('employers')
      .values({
        id: branchId,
        profile_id: newId(),
        name: DEMO_BRANCH.name,
        credit_code: DEMO_BRANCH.creditCode,
        contact_name: DEMO_BRANCH.contactName,
        site_code: DEMO_EMPLOYER.siteCode,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('employer_users')
      .values({
        id: userId,
        employer_id: employerId,
        mobile: DEMO_EMPLOYER.mobile,
        password_hash: employerHash,
        created_at: now,
        password_changed_at: now,
      })
      .execute();
    await addMembership(trx, now, userId, branchId);
    await trx
      .insertInto('students')
      .values({
        id: newId(),
        site_code: DEMO_STUDENT.siteCode,
        student_number: DEMO_STUDENT.studentNumber,
        name: DEMO_STUDENT.name,
        tags: DEMO_STUDENT.tags,
        password_hash: studentHash,
        created_at: now,
      })
      .execute();
  });
  return {
    employer: { mobile: DEMO_EMPLOYER.mobile, password: employerPassword },
    student: { username: `${DEMO_STUDENT.siteCode}${DEMO_STUDENT.studentNumber}`, password: studentPassword },
  };
}
