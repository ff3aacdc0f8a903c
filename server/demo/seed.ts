import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkPassword, checkPasswordExtras } from '../../ui/validators';
import type { Database } from '../schema';
import {
  addMembership,
  hasAnyEmployer,
  insertEmployer,
  insertEmployerUser,
  insertStanding,
} from '../accounts';
import { hasAnyStudent, insertStudent } from '../students';
import { seedHomepageDemo } from '../homepage';
import { seedDemoVenues } from '../talks';
import { seedDemoFairs } from '../fairs';
import { seedDemoInvoices } from '../invoices';
import type { PasswordHasher } from '../core/passwords';
import { newId } from '../core/tokens';
import { seedDemoPostings } from './postings';
import { seedWelcomeMessage } from './welcome';

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
  /** 39 其他企业, 34 信息传输、软件和信息技术服务业. */
  nature: '39',
  industry: '34',
} as const;

/** A branch the demo login also acts for, so screen pickdwxs has a choice (registered at the same site). */
export const DEMO_BRANCH = {
  name: '示例科技（上海）有限公司',
  creditCode: '91310115MA1K4B7Q6L',
  contactName: '王经理',
  nature: '39',
  industry: '34',
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
  await seedHomepageDemo(db, now, DEMO_EMPLOYER.siteCode);
  await seedDemoVenues(db, now, DEMO_EMPLOYER.siteCode);
  if ((await hasAnyEmployer(db)) || (await hasAnyStudent(db))) return null;

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
    const { name, creditCode, contactName, siteCode, nature, industry } = DEMO_EMPLOYER;
    await insertEmployer(trx, now, {
      id: employerId,
      profileId: newId(),
      name,
      creditCode,
      contactName,
      siteCode,
      nature,
      industry,
    });
    await insertEmployer(trx, now, { ...DEMO_BRANCH, id: branchId, profileId: newId(), siteCode });
    await insertEmployerUser(trx, now, {
      id: userId,
      employerId,
      mobile: DEMO_EMPLOYER.mobile,
      passwordHash: employerHash,
    });
    // The demo employer and its branch start passed: the demo is about what comes after registration.
    for (const id of [employerId, branchId])
      await insertStanding(trx, now, { employerId: id, siteCode, state: 'passed' });
    await addMembership(trx, now, userId, branchId);
    await insertStudent(trx, now, {
      id: newId(),
      siteCode: DEMO_STUDENT.siteCode,
      studentNumber: DEMO_STUDENT.studentNumber,
      name: DEMO_STUDENT.name,
      tags: DEMO_STUDENT.tags,
      passwordHash: studentHash,
    });
  });
  await seedDemoFairs(db, now, DEMO_EMPLOYER.siteCode, { id: branchId, name: DEMO_BRANCH.name });
  await seedDemoInvoices(db, now, { id: employerId, ...DEMO_EMPLOYER });
  // The welcome first: it goes only to an empty inbox, and the postings' reviews bring messages.
  await seedWelcomeMessage(db, now);
  await seedDemoPostings(db, now, { employerId, userId, siteCode: DEMO_EMPLOYER.siteCode });
  return {
    employer: { mobile: DEMO_EMPLOYER.mobile, password: employerPassword },
    student: { username: `${DEMO_STUDENT.siteCode}${DEMO_STUDENT.studentNumber}`, password: studentPassword },
  };
}
