export { Modal, type ModalProps } from './Modal';
export { DialogHost } from './DialogHost';
export { modal, showResult, closeAllDialogs, type DialogKind, type DialogOptions } from './dialogStore';
