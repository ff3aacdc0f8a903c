import { closeAllDialogs } from '../Modal';
import { message } from '../Message';
import { notice } from '../Notice';
import { NETWORK_ERROR_DURATION_MS, NETWORK_ERROR_MESSAGE } from './networkError';

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
