/**
 * Passwords never leave the browser in clear (docs/api.md, Passwords in transit): each is encrypted
 * with RSA-OAEP (SHA-256) under the server's public key (base64 SubjectPublicKeyInfo) and sent base64.
 */

export const CRYPTO_UNAVAILABLE_MESSAGE =
  '当前浏览器无法安全加密密码，请使用 HTTPS 地址访问或更换浏览器后重试';
export const BAD_PUBLIC_KEY_MESSAGE = '加密密钥无效，请刷新页面后重试';

/** Thrown when the browser cannot encrypt (no Web Crypto outside a secure context) or the key is bad. */
export class PasswordEncryptionError extends Error {}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The browser's Web Crypto, which exists only in secure contexts (HTTPS or localhost). */
function browserSubtle(): SubtleCrypto | undefined {
  return (globalThis.crypto as Crypto | undefined)?.subtle;
}

export async function importPublicKey(publicKey: string, subtle: SubtleCrypto): Promise<CryptoKey> {
  try {
    return await subtle.importKey(
      'spki',
      base64ToBytes(publicKey),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
  } catch {
    throw new PasswordEncryptionError(BAD_PUBLIC_KEY_MESSAGE);
  }
}

/** The password as RSA-OAEP (SHA-256) ciphertext in base64, ready for a `mm` field. */
export async function encryptPassword(
  password: string,
  publicKey: string,
  subtle: SubtleCrypto | undefined = browserSubtle(),
): Promise<string> {
  if (!subtle) throw new PasswordEncryptionError(CRYPTO_UNAVAILABLE_MESSAGE);
  const key = await importPublicKey(publicKey, subtle);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}
