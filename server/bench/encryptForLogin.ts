import { constants, createPublicKey, publicEncrypt } from 'node:crypto';

/** A password as the login form sends it: RSA-OAEP (SHA-256) with the server's key, base64. */
export function encryptForLogin(publicKeySpki: string, password: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKeySpki, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}
