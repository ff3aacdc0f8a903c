import styled, { css } from 'styled-components';
import { StyledRichText } from '../RichTextView/RichTextView.styles';
import { color, controlHeight, fontSize, lineHeight, motion, radius, space } from '../theme';

type Variant = 'desktop' | 'phone';

export const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  width: 100%;
`;

/** The bordered box of toolbar and text, drawn like the other controls (border, focus ring, error). */
export const StyledEditorFrame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${color.background};
  border: 1px solid ${({ $invalid }) => ($invalid ? color.danger : color.borderStrong)};
  border-radius: ${radius.md};
  transition:
    border-color ${motion.fast},
    outline-color ${motion.fast};

  &:focus-within {
    border-color: ${({ $invalid }) => ($invalid ? color.danger : color.primary)};
  }

  /* The text itself draws no ring (a caret inside a ring inside a frame); the frame shows its focus. */
  &:has(.ProseMirror-focused) {
    outline: 2px solid ${({ $invalid }) => ($invalid ? color.danger : color.focusRing)};
    outline-offset: 1px;
  }

  ${({ $disabled }) =>
    $disabled &&
    css`
      background: ${color.disabled};
      border-color: ${color.border};
    `}
`;

export const StyledToolbar = styled.div<{ $variant: Variant }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(0.5)};
  padding: ${space(1)};
  border-bottom: 1px solid ${color.border};
  background: ${color.backgroundMuted};
  border-radius: ${radius.md} ${radius.md} 0 0;
`;

export const StyledToolbarDivider = styled.span`
  align-self: stretch;
  width: 1px;
  margin: ${space(1)} ${space(1)};
  background: ${color.border};
`;

export const StyledToolButton = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  padding: 0 ${space(1)};
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: 600;
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${radius.md};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${color.background};
    border-color: ${color.border};
  }

  &[aria-pressed='true'] {
    color: ${color.primaryText};
    background: ${color.primarySubtle};
    border-color: ${color.primaryBorder};
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
`;

/** The text area: the published page's typography (StyledRichText), plus what editing needs. */
export const StyledEditorContent = styled(StyledRichText)<{ $variant: Variant; $minHeight: string }>`
  position: relative;
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};

  .ProseMirror {
    min-height: ${({ $minHeight }) => $minHeight};
    padding: ${space(3)};
    outline: none;
    white-space: pre-wrap;
    word-wrap: break-word;
  }

  .ProseMirror:focus-visible {
    outline: none;
  }

  .ProseMirror img.ProseMirror-selectednode {
    outline: 2px solid ${color.primary};
  }

  .ProseMirror td,
  .ProseMirror th {
    position: relative;
  }

  .ProseMirror .selectedCell::after {
    position: absolute;
    inset: 0;
    content: '';
    background: ${color.primarySubtle};
    opacity: 0.6;
    pointer-events: none;
  }

  .ProseMirror-gapcursor {
    position: relative;
    display: none;
  }

  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }

  .ProseMirror-gapcursor::after {
    position: absolute;
    top: -2px;
    display: block;
    width: 20px;
    content: '';
    border-top: 1px solid ${color.text};
  }
`;

/** Shown over the empty text; hidden from assistive technology (the field's label names the editor). */
export const StyledPlaceholder = styled.div`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  right: ${space(3)};
  color: ${color.textSecondary};
  pointer-events: none;
`;

export const StyledEditorFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(2)};
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.tight};
  color: ${color.textSecondary};
`;

export const StyledStatus = styled.span`
  color: ${color.textSecondary};
`;

export const StyledCounter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  color: ${({ $over }) => ($over ? color.danger : color.textSecondary)};
  font-variant-numeric: tabular-nums;
`;

export const StyledEditorErrors = styled.div`
  color: ${color.danger};
  font-size: ${fontSize.sm};

  &:empty {
    display: none;
  }

  p {
    margin: 0;
  }
`;

export const StyledLinkForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

export const StyledLinkError = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: ${fontSize.sm};
`;
