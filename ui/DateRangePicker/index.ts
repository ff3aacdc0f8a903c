export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { rangeMessage, type DateRange } from './range';
