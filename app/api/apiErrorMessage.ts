import { NETWORK_ERROR_MESSAGE } from '../../ui/Feedback/networkError';
import type { ApiError } from './baseQuery';

export const SERVER_FAILURE_MESSAGE = '服务器繁忙，请稍后再试';

function nonEmptyMessage(value: unknown): string | null {
  const text = (value as { message?: unknown } | null | undefined)?.message;
  return typeof text === 'string' && text !== '' ? text : null;
}

/**
 * A failed call in words for the person: the server's own message when it sent one (an envelope
 * refusal, or the body of an HTTP error such as 413), a network failure as such, the message of
 * anything else that carries one (an Error thrown in the browser), else a generic sentence.
 */
export function apiErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return SERVER_FAILURE_MESSAGE;
  const failure = error as Partial<ApiError> & { data?: unknown };
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') return NETWORK_ERROR_MESSAGE;
  return nonEmptyMessage(failure) ?? nonEmptyMessage(failure.data) ?? SERVER_FAILURE_MESSAGE;
}
