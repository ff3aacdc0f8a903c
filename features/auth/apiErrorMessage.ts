import type { ApiError } from '../../app/api/baseQuery';

export const NETWORK_FAILURE_MESSAGE = '网络异常，请检查网络连接后重试';
export const SERVER_FAILURE_MESSAGE = '服务器繁忙，请稍后再试';

function hasMessage(data: unknown): data is { message: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string' &&
    (data as { message: string }).message !== ''
  );
}

/**
 * What to tell the person about a failed call: the server's own message when it sent one (a refusal
 * answers with a reason), else the kind of failure in plain words. Anything that is not an API error
 * (a thrown Error from the browser, say) shows its message.
 */
export function apiErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return SERVER_FAILURE_MESSAGE;
  const failure = error as Partial<ApiError> & { message?: unknown };
  if (failure.status === 'ENVELOPE_ERROR' && typeof failure.message === 'string' && failure.message !== '')
    return failure.message;
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') return NETWORK_FAILURE_MESSAGE;
  if ('data' in failure && hasMessage(failure.data)) return failure.data.message;
  if (failure.status === undefined && typeof failure.message === 'string' && failure.message !== '')
    return failure.message;
  return SERVER_FAILURE_MESSAGE;
}
