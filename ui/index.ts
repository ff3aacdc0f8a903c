export * from './theme';
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
export {
  Table,
  compareValues,
  type TableColumn,
  type TableProps,
  type TableRowSelection,
  type SortOrder,
  type SortState,
  type RowKey,
} from './Table';
export { Pagination, PAGE_SIZE_OPTIONS, pageCount, type PaginationProps } from './Pagination';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Card, type CardProps } from './Card';
export { Descriptions, type DescriptionsItem, type DescriptionsProps } from './Descriptions';
export { Steps, type StepItem, type StepsProps, type StepStatus } from './Steps';
export { Tag, type TagProps, type TagTone } from './Tag';
export {
  StatusBadge,
  CountBadge,
  formatCount,
  type StatusBadgeProps,
  type CountBadgeProps,
  type BadgeTone,
} from './Badge';
export { Tooltip, type TooltipProps } from './Tooltip';
export { Popconfirm, type PopconfirmProps } from './Popconfirm';
export { Drawer, type DrawerProps, type DrawerPlacement } from './Drawer';
export { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
export {
  DesktopLayout,
  SideNav,
  PhoneLayout,
  TopBar,
  TabBar,
  HeaderBrand,
  HeaderButton,
  HeaderUserName,
  PanelPage,
  defaultRenderLink,
  type DesktopLayoutProps,
  type NavItem,
  type SideNavProps,
  type PhoneLayoutProps,
  type TopBarProps,
  type TabBarItem,
  type TabBarProps,
  type NavLinkProps,
  type RenderLink,
  type HeaderBrandProps,
  type HeaderButtonProps,
  type PanelPageProps,
} from './Layout';
export {
  DatePicker,
  Calendar,
  datePickerMessage,
  type DatePickerProps,
  type CalendarProps,
} from './DatePicker';
export { DateRangePicker, rangeMessage, type DateRange, type DateRangePickerProps } from './DateRangePicker';
export { TimePicker, timePickerMessage, type TimePickerProps } from './TimePicker';
export * from './validators';
export { Input, type InputProps, type ControlSize, type ControlVariant } from './Input';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { TextArea, type TextAreaProps } from './TextArea';
export {
  LimitedTextArea,
  DEFAULT_MIN_ROWS,
  DEFAULT_TEXT_LIMIT,
  type LimitedTextAreaProps,
} from './LimitedTextArea';
export {
  Select,
  type SelectProps,
  type SingleSelectProps,
  type MultipleSelectProps,
  type SelectOption,
  type OptionValue,
} from './Select';
export {
  Cascader,
  DEFAULT_LEVEL_LABELS,
  type CascaderProps,
  type CascaderOption,
  type LoadChildren,
} from './Cascader';
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps, type RadioOption } from './Radio';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxProps,
  type CheckboxGroupProps,
  type CheckboxOption,
} from './Checkbox';
export { Switch, type SwitchProps } from './Switch';
export {
  Form,
  FormField,
  FormSubmit,
  useForm,
  type FormProps,
  type FormFieldProps,
  type FormSubmitProps,
  type FormApi,
  type FieldBinding,
  type FieldValidators,
  type SubmitHelpers,
  type UseFormOptions,
  type Validator as FieldValidator,
} from './Form';
export { FormActions, type FormActionsProps } from './Form';
export { rangeOrderError } from './DateRangePicker';
export { Timeline, type TimelineItem, type TimelineProps } from './Timeline';
export { RichTextView, StyledRichText, type RichTextViewProps } from './RichTextView';
export { PromptDialog, type PromptDialogProps } from './PromptDialog';
export {
  RichTextEditor,
  editorText,
  normalizeLinkAddress,
  isAllowedLinkHref,
  type RichTextEditorProps,
  type ImageSourceRule,
} from './RichTextEditor';
export { FileUploader, formatFileSize, type FileUploaderProps, type FileListItem } from './FileUploader';
export { PageLoading, type PageLoadingProps } from './PageLoading';
export { RouteError, type RouteErrorProps } from './RouteError';
export { Callout, type CalloutProps, type CalloutTone } from './Callout';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export {
  PagePanel,
  PageActions,
  PageHeader,
  PageNote,
  PageTitle,
  PreformattedText,
  type PagePanelProps,
} from './PagePanel';
export { useDebouncedValue } from './useDebouncedValue';
export { secondsLeft, useCountdown, type Countdown } from './useCountdown';
export { useUnsavedChangesPrompt, type UnsavedChangesDialog } from './useUnsavedChangesPrompt';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { Section, SectionStack, SectionTitle, type SectionProps, type SectionStackProps } from './Section';
export { ActionBar, type ActionBarItem, type ActionBarProps } from './ActionBar';
export { FilterForm, FilterInline, useFilterDraft, type FilterFormProps } from './FilterForm';
export { NotFoundPage, type NotFoundPageProps } from './Result';
