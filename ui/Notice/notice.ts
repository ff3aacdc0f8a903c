import { createToastChannel } from '../internal/toastChannel';

/** A phone screen holds few bars: beyond three the oldest gives way. */
export const MAX_STACKED_NOTICES = 3;

const channel = createToastChannel({ maxStacked: MAX_STACKED_NOTICES });

export const noticeStore = channel.store;

/** Phone notices (bars under the top bar, newest first), rendered by <FeedbackHost />; the same calls as `message`. */
export const notice = channel.api;
