/** Kept apart from the dialogs and toasts so a caller that only needs the wording does not load them. */
export const NETWORK_ERROR_MESSAGE = '网络异常，请检查网络连接后重试';
export const NETWORK_ERROR_DURATION_MS = 3000;
