import { createToastChannel } from '../internal/toastChannel';

const channel = createToastChannel();

export const messageStore = channel.store;

/** Desktop toasts, rendered by <FeedbackHost />: `message.error('保存失败', { duration: 5000 })`. */
export const message = channel.api;
