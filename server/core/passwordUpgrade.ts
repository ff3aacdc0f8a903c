import type { PasswordHasher } from './passwords';

/**
 * After a successful login: rewrites a hash made with an older scheme (scrypt) or other argon2id
 * parameters at the current ones, while the plain password is at hand. `save` writes the new hash only
 * over the one just checked, so a password changed meanwhile stays changed; not a password change (no
 * sessions end).
 */
export async function upgradePasswordHash(
  passwords: PasswordHasher,
  stored: string,
  password: string,
  save: (upgraded: string, stored: string) => Promise<unknown>,
): Promise<void> {
  if (!passwords.needsRehash(stored)) return;
  await save(await passwords.hash(password), stored);
}
