import type { ApiError } from '../../app/api/baseQuery';

export const NETWORK_FAILURE_MESSAGE = '网络异常，请检查网络连接后重试';
export const SERVER_FAILURE_MESSAGE = '服务器繁忙，请稍后再试';
/** POST /pub/wtfk when an attachment path is no longer claimable (server/routes/feedback.ts). */
export const ATTACHMENTS_UNAVAILABLE_MESSAGE = '附件不存在或已失效，请重新上传';

/**
 * A failed call in words: the server's message when it sent one (an envelope refusal, or the body of
 * an HTTP error such as 413), a network failure as such, else a generic sentence.
 */
export function feedbackErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return SERVER_FAILURE_MESSAGE;
  const failure = error as Partial<ApiError> & { message?: unknown; data?: unknown };
  if (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') return NETWORK_FAILURE_MESSAGE;
  if (typeof failure.message === 'string' && failure.message !== '') return failure.message;
  const dataMessage = (failure.data as { message?: unknown } | undefined)?.message;
  if (typeof dataMessage === 'string' && dataMessage !== '') return dataMessage;
  return SERVER_FAILURE_MESSAGE;
}
