import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordHasher } from './passwords';

type PasswordTable = 'employer_users' | 'students';

/**
 * After a successful login: rewrites a hash made with an older scheme (scrypt) or other argon2id
 * parameters at the current ones, while the plain password is at hand. Only over the hash just
 * checked, so a password changed meanwhile stays changed; not a password change (no sessions end).
 */
export async function upgradePasswordHash(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  table: PasswordTable,
  id: string,
  stored: string,
  password: string,
): Promise<void> {
  if (!passwords.needsRehash(stored)) return;
  const upgraded = await passwords.hash(password);
  await db
    .updateTable(table)
    .set({ password_hash: upgraded })
    .where('id', '=', id)
    .where('password_hash', '=', stored)
    .execute();
}
