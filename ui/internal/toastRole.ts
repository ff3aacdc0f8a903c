import type { ToastType } from './toastChannel';

/** Errors and warnings interrupt a screen reader (alert); the rest wait their turn (status). */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}
