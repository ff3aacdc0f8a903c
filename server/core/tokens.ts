import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A bearer token of 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and external ids are stored only as SHA-256 digests. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Opaque record id (32 hex characters). */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
