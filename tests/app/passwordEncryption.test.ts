import { webcrypto } from 'node:crypto';
import {
  BAD_PUBLIC_KEY_MESSAGE,
  CRYPTO_UNAVAILABLE_MESSAGE,
  PasswordEncryptionError,
  encryptPassword,
} from '../../app/api/passwordEncryption';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

async function serverKeys() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await subtle.exportKey('spki', pair.publicKey)).toString('base64');
  const decrypt = async (cipher: string) =>
    Buffer.from(
      await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, Buffer.from(cipher, 'base64')),
    ).toString('utf8');
  return { spki, decrypt };
}

describe('encryptPassword', () => {
  let keys: Awaited<ReturnType<typeof serverKeys>>;
  beforeAll(async () => {
    keys = await serverKeys();
  });

  it.each(['Zhaopin#2024', 'a', '密码也能加密', ' spaces kept '])(
    'sends %p as base64 RSA-OAEP SHA-256 ciphertext that the private key turns back into it',
    async (password) => {
      const cipher = await encryptPassword(password, keys.spki, subtle);
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      // RSA-2048 ciphertext is 256 bytes: 344 base64 characters.
      expect(cipher).toHaveLength(344);
      expect(cipher).not.toContain(Buffer.from(password).toString('base64'));
      await expect(keys.decrypt(cipher)).resolves.toBe(password);
    },
  );

  it('encrypts the same password differently each time (OAEP is randomised)', async () => {
    const first = await encryptPassword('Zhaopin#2024', keys.spki, subtle);
    const second = await encryptPassword('Zhaopin#2024', keys.spki, subtle);
    expect(first).not.toBe(second);
  });

  it('accepts a key wrapped over several lines', async () => {
    const wrapped = keys.spki.replace(/(.{64})/g, '$1\n');
    await expect(keys.decrypt(await encryptPassword('Zhaopin#2024', wrapped, subtle))).resolves.toBe(
      'Zhaopin#2024',
    );
  });

  it('refuses a key that is not an RSA public key, with a message a person can act on', async () => {
    const attempt = encryptPassword('Zhaopin#2024', btoa('not a key'), subtle);
    await expect(attempt).rejects.toBeInstanceOf(PasswordEncryptionError);
    await expect(attempt).rejects.toThrow(BAD_PUBLIC_KEY_MESSAGE);
  });

  it('says so when the browser has no Web Crypto (a page served over plain HTTP)', async () => {
    await expect(encryptPassword('Zhaopin#2024', keys.spki, undefined)).rejects.toThrow(
      CRYPTO_UNAVAILABLE_MESSAGE,
    );
  });
});
