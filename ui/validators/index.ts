export {
  ILLEGAL_INPUT_PATTERN,
  illegalInputMessage,
  stripIllegalInput,
  textLength,
  truncateText,
} from './text';
export type { StrippedInput } from './text';
