import { createToastChannel } from '../internal/toastChannel';

const channel = createToastChannel();

export const noticeStore = channel.store;

/** Phone notices (a bar across the top), rendered by <FeedbackHost />; the same calls as `message`. */
export const notice = channel.api;
