export {
  LimitedTextArea,
  DEFAULT_MIN_ROWS,
  DEFAULT_TEXT_LIMIT,
  type LimitedTextAreaProps,
} from './LimitedTextArea';
