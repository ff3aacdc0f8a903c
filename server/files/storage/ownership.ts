import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newToken, sha256Hex } from '../../core/tokens';

/**
 * Who may remove a file before it is attached, and attach it to feedback: the employer user or student
 * whose session uploaded it, or the browser holding the upload-owner secret. The secret is a random
 * HttpOnly cookie (SameSite=Strict, path /) set on the first upload; only its hash is stored. It lets
 * anonymous feedback authors manage their own uploads, and nobody else, even someone who learns a path.
 * Its path is the whole site because a registration (POST /com/dwzc/zc) claims the licence its browser
 * uploaded before any session exists.
 */
export const UPLOAD_OWNER_COOKIE = 'fileOwner';
const OWNER_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
const OWNER_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Uploader {
  userId: string | null;
  studentId: string | null;
  /** Hash of the browser's upload-owner secret, or null when it has none. */
  secretHash: string | null;
}

export interface FileOwners {
  owner_user_id: string | null;
  owner_student_id: string | null;
  owner_secret_hash: string;
}

function ownerSecret(request: FastifyRequest): string | null {
  const secret = request.cookies[UPLOAD_OWNER_COOKIE];
  return secret !== undefined && OWNER_SECRET_PATTERN.test(secret) ? secret : null;
}

export async function uploaderOf(app: FastifyInstance, request: FastifyRequest): Promise<Uploader> {
  const [employer, student] = await Promise.all([
    app.optionalEmployer(request),
    app.optionalStudent(request),
  ]);
  const secret = ownerSecret(request);
  return {
    userId: employer?.userId ?? null,
    studentId: student?.studentId ?? null,
    secretHash: secret === null ? null : sha256Hex(secret),
  };
}

/** The hash of the browser's upload-owner secret, issuing the cookie first if the browser has none. */
export function ensureOwnerSecret(request: FastifyRequest, reply: FastifyReply): string {
  const existing = ownerSecret(request);
  if (existing !== null) return sha256Hex(existing);
  const secret = newToken();
  reply.setCookie(UPLOAD_OWNER_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: OWNER_COOKIE_MAX_AGE_S,
  });
  return sha256Hex(secret);
}

export function isOwner(file: FileOwners, uploader: Uploader): boolean {
  return (
    (file.owner_user_id !== null && file.owner_user_id === uploader.userId) ||
    (file.owner_student_id !== null && file.owner_student_id === uploader.studentId) ||
    (uploader.secretHash !== null && file.owner_secret_hash === uploader.secretHash)
  );
}
