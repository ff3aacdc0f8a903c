export { DatePicker, datePickerMessage, type DatePickerProps } from './DatePicker';
export { Calendar, type CalendarProps, type DayAppearance } from './Calendar';
export { usePickerPopup } from './usePickerPopup';
export {
  clampDate,
  isDateSelectable,
  parseDateInput,
  today as currentDay,
  type DateConstraints,
} from './calendar';
// The field, popup and sheet pieces the range and time pickers share.
export {
  StyledPickerFrame,
  StyledPickerHint,
  StyledPickerIconButton,
  StyledPickerInput,
  StyledPickerRoot,
  StyledPickerSeparator,
  StyledPickerTrigger,
  StyledPopup,
  StyledPopupFooter,
  StyledPopupStatus,
  StyledSheetFooter,
  StyledSheetStatus,
  type PickerVariant,
} from './DatePicker.styles';
