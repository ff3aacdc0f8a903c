/**
 * POST /im-api/api/auth/getUnreadTotalnumber — form-encoded `code` = the employer token (comToken).
 * result: the number of unread messages in the employer's inbox. An unknown or expired token answers
 * code 42 (the client ignores every failure and shows 0).
 */
export const UNREAD_TOTAL_PATH = '/im-api/api/auth/getUnreadTotalnumber';

export type UnreadTotalRequest = { code: string };
export type UnreadTotalResult = number;

/** The client polls this often (spec section 9). */
export const UNREAD_POLL_INTERVAL_MS = 10_000;
