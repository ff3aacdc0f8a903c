import { createListStore, type ListStore } from './createListStore';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

export const DEFAULT_TOAST_DURATION_MS = 3000;
/** Older toasts give way beyond this many (by default), so a burst of errors cannot cover the page. */
export const MAX_STACKED_TOASTS = 5;

export type ToastOptions = {
  /** Milliseconds before it closes by itself; 0 keeps it until its close handle is called. */
  duration?: number;
};

export type Toast = { type: ToastType; content: string; duration: number };

/** Shows a toast and returns the function that closes it early. */
export type ShowToast = (content: string, options?: ToastOptions) => () => void;

export type ToastApi = Record<ToastType, ShowToast> & {
  /** Closes every toast of this channel. */
  destroy: () => void;
};

/** One stack of short messages: the desktop toasts and the phone notices are two channels. */
export function createToastChannel({ maxStacked = MAX_STACKED_TOASTS } = {}): {
  store: ListStore<Toast>;
  api: ToastApi;
} {
  const store = createListStore<Toast>();
  const show =
    (type: ToastType): ShowToast =>
    (content, { duration = DEFAULT_TOAST_DURATION_MS } = {}) => {
      const overflow = store.getSnapshot().length - maxStacked + 1;
      for (const old of store.getSnapshot().slice(0, Math.max(0, overflow))) store.remove(old.id);
      const id = store.add({ type, content, duration });
      return () => {
        store.remove(id);
      };
    };
  return {
    store,
    api: {
      success: show('success'),
      error: show('error'),
      warning: show('warning'),
      info: show('info'),
      loading: show('loading'),
      destroy: () => {
        store.clear();
      },
    },
  };
}
