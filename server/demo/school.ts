import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../core/passwords';
import { newId } from '../core/tokens';
import { insertStaff, siteHasStaff } from '../school';
import type { Database } from '../schema';
import { randomDemoPassword } from './seed';

export const DEMO_STAFF = { siteCode: '00000', username: 'admin', name: '就业中心审核员' } as const;

export type DemoStaff = { siteCode: string; username: string; name: string };

/**
 * A demo school's staff account (the default site's unless `staff` names another), so the console at
 * /mgrpage/ can review the demo employer's submissions: created once for a site without staff (also on
 * a database seeded before the console existed). Answers its credentials once; null when the site
 * already had staff.
 */
export async function seedDemoStaff(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  now: number,
  staff: DemoStaff = DEMO_STAFF,
): Promise<{ username: string; password: string } | null> {
  if (await siteHasStaff(db, staff.siteCode)) return null;
  const password = randomDemoPassword();
  await insertStaff(db, now, {
    id: newId(),
    siteCode: staff.siteCode,
    username: staff.username,
    name: staff.name,
    passwordHash: await passwords.hash(password),
  });
  return { username: staff.username, password };
}
