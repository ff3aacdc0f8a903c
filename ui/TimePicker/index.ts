export { TimePicker, timePickerMessage, type TimePickerProps } from './TimePicker';
