export { DatePicker, datePickerMessage, type DatePickerProps } from './DatePicker';
export { Calendar, type CalendarProps, type DayAppearance } from './Calendar';
export { usePickerPopup, type PickerPopup } from './usePickerPopup';
export * as calendarRules from './calendar';
export type { DateConstraints } from './calendar';
export * from './DatePicker.styles';
