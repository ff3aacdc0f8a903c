import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';

const KEY_ID = 'password-rsa-oaep';

export type PasswordKeyPair = {
  /** SubjectPublicKeyInfo DER in base64: what Web Crypto's importKey('spki', …) takes. */
  publicKeySpki: string;
  privateKeyPem: string;
};

export function generateRsaKeyPair(): Promise<PasswordKeyPair> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, publicKey, privateKey) =>
        error
          ? reject(error)
          : resolve({ publicKeySpki: publicKey.toString('base64'), privateKeyPem: privateKey }),
    );
  });
}

/** The database's password key pair, generated and stored on first use (one per database). */
export async function loadOrCreateKeyPair(db: Kysely<Database>, now: number): Promise<PasswordKeyPair> {
  const existing = await db.selectFrom('key_pairs').selectAll().where('id', '=', KEY_ID).executeTakeFirst();
  if (existing) return { publicKeySpki: existing.public_key, privateKeyPem: existing.private_key };
  const generated = await generateRsaKeyPair();
  // Two servers starting on one empty database may race: the first insert wins, both read it back.
  await db
    .insertInto('key_pairs')
    .values({
      id: KEY_ID,
      public_key: generated.publicKeySpki,
      private_key: generated.privateKeyPem,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('key_pairs')
    .selectAll()
    .where('id', '=', KEY_ID)
    .executeTakeFirstOrThrow();
  return { publicKeySpki: stored.public_key, privateKeyPem: stored.private_key };
}

export const PASSWORD_DECRYPT_FAILED = '密码解密失败，请刷新页面后重试';
const MAX_CIPHERTEXT_BASE64 = 1024;

// Parsing the PEM on every call cost more than the decryption itself (~2 ms against ~0.7 ms): one
// parsed key per key pair.
const parsedPrivateKeys = new WeakMap<PasswordKeyPair, KeyObject>();

function privateKeyOf(keyPair: PasswordKeyPair): KeyObject {
  let key = parsedPrivateKeys.get(keyPair);
  if (key === undefined) {
    key = createPrivateKey(keyPair.privateKeyPem);
    parsedPrivateKeys.set(keyPair, key);
  }
  return key;
}

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext sent by the login forms. */
export function decryptPassword(keyPair: PasswordKeyPair, ciphertext: string): string {
  if (ciphertext.length > MAX_CIPHERTEXT_BASE64) throw new ApiError(400, PASSWORD_DECRYPT_FAILED);
  try {
    return privateDecrypt(
      { key: privateKeyOf(keyPair), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    ).toString('utf8');
  } catch {
    throw new ApiError(400, PASSWORD_DECRYPT_FAILED);
  }
}
