export { FeedbackHost } from './FeedbackHost';
export { showNetworkError, resetFeedback } from './feedback';
export { NETWORK_ERROR_MESSAGE, NETWORK_ERROR_DURATION_MS } from './networkError';
