export { RichTextView, type RichTextViewProps } from './RichTextView';
export { StyledRichText } from './RichTextView.styles';
