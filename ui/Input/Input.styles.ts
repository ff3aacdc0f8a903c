import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, motion, radius, space } from '../theme';

export type ControlSize = 'sm' | 'md' | 'lg';
export type ControlVariant = 'desktop' | 'phone';

export type FrameProps = {
  $size: ControlSize;
  $variant: ControlVariant;
  $invalid: boolean;
  $disabled: boolean;
};

const heightBySize: Record<ControlSize, string> = {
  sm: controlHeight.sm,
  md: controlHeight.md,
  lg: controlHeight.lg,
};

/**
 * The bordered box shared by Input, TextArea, Select and Cascader. The border uses borderStrong so the
 * control's edge reaches 3:1 against the page (WCAG 1.4.11); the phone density uses 44 px rows and 16 px
 * text, which also keeps iOS from zooming into a focused field.
 */
export const controlFrame = css<FrameProps>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  min-height: ${({ $variant, $size }) => ($variant === 'phone' ? controlHeight.touch : heightBySize[$size])};
  padding: 0 ${({ $size }) => ($size === 'sm' ? space(2) : space(3))};
  font-size: ${({ $variant, $size }) => ($variant === 'phone' || $size === 'lg' ? fontSize.lg : fontSize.md)};
  color: ${color.text};
  background: ${color.background};
  border: 1px solid ${({ $invalid }) => ($invalid ? color.danger : color.borderStrong)};
  border-radius: ${radius.md};
  transition:
    border-color ${motion.fast},
    outline-color ${motion.fast};

  &:hover {
    border-color: ${({ $invalid }) => ($invalid ? color.danger : color.primaryHover)};
  }

  &:focus-within {
    border-color: ${({ $invalid }) => ($invalid ? color.danger : color.primary)};
    outline: 2px solid ${({ $invalid }) => ($invalid ? color.danger : color.focusRing)};
    outline-offset: 1px;
  }

  ${({ $disabled }) =>
    $disabled &&
    css`
      color: ${color.textDisabled};
      background: ${color.disabled};
      border-color: ${color.border};
      cursor: not-allowed;

      &:hover {
        border-color: ${color.border};
      }
    `}
`;

/**
 * The bare text element inside a frame: the frame draws border and focus. The focus rule outranks the
 * theme's global :focus-visible ring, which would otherwise draw a second ring inside the frame.
 */
export const bareText = css`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: 0;
  color: inherit;
  font: inherit;
  background: transparent;
  border: 0;
  outline: none;

  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${color.textSecondary};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    -webkit-text-fill-color: currentColor;
  }
`;

export const StyledInputFrame = styled.span<FrameProps>`
  ${controlFrame}
  cursor: text;
`;

export const StyledInputElement = styled.input`
  ${bareText}
  align-self: stretch;
`;

export const StyledAffix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${color.textSecondary};
`;

/** Icon buttons inside a frame (clear, show password): 44 px wide on phones for touch. */
export const StyledFrameButton = styled.button<{ $variant: ControlVariant }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  min-width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : space(5))};
  margin: 0;
  padding: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  background: transparent;
  border: 0;
  border-radius: ${radius.sm};
  cursor: pointer;

  &:hover {
    color: ${color.text};
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;
