import { closeAllDialogs } from '../Modal';
import { message } from '../Message';
import { notice } from '../Notice';

export const NETWORK_ERROR_MESSAGE = '网络异常，请检查网络连接后重试';
export const NETWORK_ERROR_DURATION_MS = 3000;

/** The one message for a request that never reached the server: a toast on desktop, a notice on phone. */
export function showNetworkError(isPhone: boolean): () => void {
  return (isPhone ? notice : message).error(NETWORK_ERROR_MESSAGE, { duration: NETWORK_ERROR_DURATION_MS });
}

/** Clears every dialog (answering it as cancelled), toast and notice: between tests, or on logout. */
export function resetFeedback(): void {
  closeAllDialogs();
  message.destroy();
  notice.destroy();
}
