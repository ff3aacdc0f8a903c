import { Modal } from '../Modal';
import {
  ANSWER_SURVEYS_TEXT,
  REQUIRED_SURVEY_DIALOG,
  SKIP_SURVEYS_TEXT,
  SURVEY_DIALOG_WIDTH,
  optionalSurveysContent,
} from './surveyDialogs';

type Variant = { variant?: 'desktop' | 'phone' };

export type RequiredSurveyDialogProps = Variant & {
  open: boolean;
  /** 知道了: the only way out. */
  onAcknowledge: () => void;
};

/** Blocks the way until 知道了 is pressed: Escape and the mask do nothing, and there is no close button. */
export function RequiredSurveyDialog({ open, onAcknowledge, variant }: RequiredSurveyDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      icon="warning"
      variant={variant}
      title={REQUIRED_SURVEY_DIALOG.title}
      okText={REQUIRED_SURVEY_DIALOG.okText}
      showCancel={false}
      dismissible={REQUIRED_SURVEY_DIALOG.dismissible}
      width={REQUIRED_SURVEY_DIALOG.width}
      onOk={onAcknowledge}
    >
      {REQUIRED_SURVEY_DIALOG.content}
    </Modal>
  );
}

export type OptionalSurveyDialogProps = Variant & {
  open: boolean;
  /** How many optional surveys wait. */
  count: number;
  onAnswer: () => void;
  /** 暂不答卷, Escape, the mask or the close button. */
  onSkip: () => void;
};

export function OptionalSurveyDialog({ open, count, onAnswer, onSkip, variant }: OptionalSurveyDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      icon="confirm"
      variant={variant}
      title="提示"
      okText={ANSWER_SURVEYS_TEXT}
      cancelText={SKIP_SURVEYS_TEXT}
      width={SURVEY_DIALOG_WIDTH}
      onOk={onAnswer}
      onCancel={onSkip}
    >
      {optionalSurveysContent(count)}
    </Modal>
  );
}
