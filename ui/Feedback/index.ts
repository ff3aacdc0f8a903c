export { FeedbackHost } from './FeedbackHost';
export {
  showNetworkError,
  resetFeedback,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_DURATION_MS,
} from './feedback';
