export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Link, type LinkProps } from './Link';
export { Icon, iconNames, type IconProps, type IconName } from './Icon';
export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Empty, type EmptyProps } from './Empty';
export { Result, type ResultProps, type ResultStatus } from './Result';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Modal, modal, showResult, type ModalProps, type DialogOptions, type DialogKind } from './Modal';
export { message, DEFAULT_TOAST_DURATION_MS, type ToastOptions, type ToastType } from './Message';
export { notice } from './Notice';
export {
  FeedbackHost,
  resetFeedback,
  showNetworkError,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_DURATION_MS,
} from './Feedback';
export {
  RequiredSurveyDialog,
  OptionalSurveyDialog,
  askRequiredSurvey,
  askOptionalSurveys,
  type RequiredSurveyDialogProps,
  type OptionalSurveyDialogProps,
} from './SurveyDialog';
export { ChatButton, unreadBadgeText, toUnreadCount, type ChatButtonProps } from './ChatButton';
export {
  Uploader,
  uploadSequentially,
  sniffImage,
  NOT_AN_IMAGE_MESSAGE,
  type UploaderProps,
  type UploadItem,
  type ImageKind,
} from './Uploader';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
