export { message } from './message';
export { MessageHost } from './MessageHost';
export { DEFAULT_TOAST_DURATION_MS, type ToastOptions, type ToastType } from '../internal/toastChannel';
