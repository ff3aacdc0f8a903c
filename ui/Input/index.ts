export { Input, type InputProps } from './Input';
export type { ControlSize, ControlVariant } from './Input.styles';
