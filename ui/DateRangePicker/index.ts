export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { rangeMessage, rangeOrderError, type DateRange } from './range';
