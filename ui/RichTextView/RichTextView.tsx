import { StyledRichText } from './RichTextView.styles';

export type RichTextViewProps = {
  /**
   * HTML that the server has already sanitized with its allowlist. Never pass text a person typed or a
   * response that did not come through that sanitizer: this renders the markup as it is.
   */
  sanitizedHtml: string;
  className?: string;
};

/** Formatted text (an announcement's body) as the editor wrote it and the server kept it. */
export function RichTextView({ sanitizedHtml, className }: RichTextViewProps) {
  return (
    <StyledRichText
      data-ui="rich-text"
      className={className}
      // The server's allowlist sanitizer (sanitize-html) has removed scripts, event handlers and
      // javascript: links from every body it stores; this is the one place that trusts that.
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
