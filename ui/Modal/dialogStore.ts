import type { ReactNode } from 'react';
import { SUCCESS_CODE, type Envelope } from '../../contract/envelope';
import { createListStore } from '../internal/createListStore';

export type DialogKind = 'confirm' | 'warning' | 'success' | 'error' | 'info';

export type DialogOptions = {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  width?: number | string;
  /** false: Escape and the mask do nothing and there is no close button; only a button answers. */
  dismissible?: boolean;
};

export type OpenDialog = DialogOptions & {
  kind: DialogKind;
  /** Called once with true for OK and false for cancel or dismissal. */
  settle: (ok: boolean) => void;
};

export const dialogStore = createListStore<OpenDialog>();

function openDialog(kind: DialogKind, options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    dialogStore.add({ ...options, kind, settle: resolve });
  });
}

/** Closes one dialog with its answer; answering a dialog already gone does nothing. */
export function settleDialog(id: number, ok: boolean): void {
  dialogStore.remove(id)?.settle(ok);
}

/** Imperative dialogs, rendered by <FeedbackHost />. Each resolves true on OK, false otherwise. */
export const modal = {
  confirm: (options: DialogOptions) => openDialog('confirm', options),
  warning: (options: DialogOptions) => openDialog('warning', options),
  success: (options: DialogOptions) => openDialog('success', options),
  error: (options: DialogOptions) => openDialog('error', options),
  info: (options: DialogOptions) => openDialog('info', options),
};

/** Closes every open dialog as if cancelled, so no promise is left hanging (tests, logout). */
export function closeAllDialogs(): void {
  for (const dialog of dialogStore.clear()) dialog.settle(false);
}

const DEFAULT_SUCCESS_TEXT = '操作成功';

/**
 * The generic outcome dialog: a success notice ('操作成功' or `successText`) for code 200, otherwise
 * a warning with the server's message. Resolves when the person closes it.
 */
export function showResult(
  response: Pick<Envelope<unknown>, 'code' | 'message'>,
  successText: string = DEFAULT_SUCCESS_TEXT,
): Promise<boolean> {
  return response.code === SUCCESS_CODE
    ? modal.success({ title: '提示', content: successText })
    : modal.warning({ title: '提示', content: response.message || '操作失败' });
}
