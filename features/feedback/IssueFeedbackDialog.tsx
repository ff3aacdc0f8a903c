import { Modal } from '../../ui/Modal';
import { useAppSelector } from '../../app/api/hooks';
import { selectIsPhone } from '../../app/api/site';
import { IssueFeedbackForm } from './components/IssueFeedbackForm';

export type IssueFeedbackDialogProps = { open: boolean; onClose: () => void };

/**
 * The issue-feedback form as a modal, for the shell and the login pages to open over the current
 * page; it closes after the success message. A bottom sheet on phones.
 */
export function IssueFeedbackDialog({ open, onClose }: IssueFeedbackDialogProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  return (
    <Modal
      open={open}
      title="问题反馈"
      footer={null}
      width={640}
      variant={variant}
      phoneLayout="sheet"
      onCancel={onClose}
    >
      {open && <IssueFeedbackForm variant={variant} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
