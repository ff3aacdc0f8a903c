import type { EmployerStanding } from '../../../contract/account';
import { Modal } from '../../../ui/Modal';
import { ResubmitForm } from './ResubmitForm';

export type ResubmitDialogProps = {
  open: boolean;
  standing: EmployerStanding;
  variant: 'desktop' | 'phone';
  onClose: () => void;
};

/** 修改并重新提交 over the home: the correction form in a dialog (a bottom sheet on phones). */
export default function ResubmitDialog({ open, standing, variant, onClose }: ResubmitDialogProps) {
  return (
    <Modal
      open={open}
      title="修改注册信息并重新提交"
      footer={null}
      width={640}
      variant={variant}
      phoneLayout="sheet"
      onCancel={onClose}
    >
      {open && <ResubmitForm standing={standing} variant={variant} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
