import { randomBytes } from 'node:crypto';

/**
 * Stored paths are generated: bucket, month, 128 random bits and the extension of the sniffed type.
 * The random part makes a path unguessable; the fixed shape lets every route reject anything else
 * before it reaches the storage (no traversal, no user-chosen names).
 */
const STORED_PATH_PATTERN = /^[a-z]{1,16}\/\d{6}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export function generateStoredPath(bucket: string, extension: string, now: Date = new Date()): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${bucket}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStoredPath(value: unknown): value is string {
  return typeof value === 'string' && STORED_PATH_PATTERN.test(value);
}
