export { Radio, type RadioProps } from './Radio';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
