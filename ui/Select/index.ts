export { Select, type MultipleSelectProps, type SelectProps, type SingleSelectProps } from './Select';
export type { OptionValue, SelectOption } from './options';
