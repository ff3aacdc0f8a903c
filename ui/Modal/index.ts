export { Modal, DEFAULT_OK_TEXT, DEFAULT_CANCEL_TEXT, type ModalProps } from './Modal';
export { DialogHost } from './DialogHost';
export {
  modal,
  showResult,
  closeAllDialogs,
  DEFAULT_SUCCESS_TEXT,
  type DialogKind,
  type DialogOptions,
} from './dialogStore';
