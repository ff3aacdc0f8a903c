import type { FastifyRequest } from 'fastify';
import { ApiError } from './http/envelope';

export const RATE_LIMITED_CODE = 429;
export const RATE_LIMITED_MESSAGE = '操作过于频繁，请稍后再试';

/** Whole minutes (at least one) until a wait of `ms` is over, for messages. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** What @fastify/rate-limit throws when a limit is hit: an envelope with HTTP 200, like other refusals. */
export function rateLimitExceeded(_request: FastifyRequest, context: { ttl: number }): ApiError {
  return new ApiError(
    RATE_LIMITED_CODE,
    `${RATE_LIMITED_MESSAGE}（请 ${minutesToWait(context.ttl)} 分钟后重试）`,
  );
}

const MINUTE = 60_000;

/**
 * Per-IP limits of the sensitive routes (config.rateLimit). Generous enough for a company behind one
 * NAT; the per-account limits (failed logins, one code a minute) do the fine-grained work.
 */
export const ipLimits = {
  login: { max: 30, timeWindow: MINUTE },
  sendCode: { max: 10, timeWindow: 10 * MINUTE },
  registration: { max: 20, timeWindow: 60 * MINUTE },
  passwordReset: { max: 30, timeWindow: 10 * MINUTE },
} as const;

/**
 * Checking the old password of a logged-in user (change password): per session, so a stolen token
 * cannot guess the password at speed from any number of addresses (each guess also costs an argon2).
 */
export const sessionPasswordCheckLimit = {
  max: 10,
  timeWindow: 10 * MINUTE,
  keyGenerator: (request: FastifyRequest) => {
    const token = request.headers.accesstoken;
    return typeof token === 'string' && token !== '' ? `session:${token}` : `ip:${request.ip}`;
  },
};
