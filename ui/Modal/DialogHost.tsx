import { useSyncExternalStore } from 'react';
import { Modal } from './Modal';
import { dialogStore, settleDialog } from './dialogStore';

const NOTICE_WIDTH = 416;

/** Renders the dialogs opened through `modal.*`; later ones stack above earlier ones. */
export function DialogHost({ variant = 'desktop' }: { variant?: 'desktop' | 'phone' }) {
  const dialogs = useSyncExternalStore(
    dialogStore.subscribe,
    dialogStore.getSnapshot,
    dialogStore.getSnapshot,
  );
  return dialogs.map((dialog) => (
    <Modal
      key={dialog.id}
      open
      role="alertdialog"
      variant={variant}
      icon={dialog.kind}
      title={dialog.title}
      okText={dialog.okText}
      cancelText={dialog.cancelText}
      showCancel={dialog.kind === 'confirm'}
      dismissible={dialog.dismissible}
      width={dialog.width ?? NOTICE_WIDTH}
      onOk={() => {
        settleDialog(dialog.id, true);
      }}
      onCancel={() => {
        settleDialog(dialog.id, false);
      }}
    >
      {dialog.content}
    </Modal>
  ));
}
