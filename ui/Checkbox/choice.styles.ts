import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, lineHeight, motion, space } from '../theme';

/** Row, box and native-input pieces shared by Checkbox and Radio (the marks differ). */

export type ChoiceRowProps = { $variant: 'desktop' | 'phone'; $disabled: boolean };

/** As tall as a text field of the same density, so an option lines up with its field's label. */
export const StyledChoiceRow = styled.label<ChoiceRowProps>`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${space(2)};
  min-height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  color: ${({ $disabled }) => ($disabled ? color.textDisabled : color.text)};
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};
  line-height: ${lineHeight.tight};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
`;

export const StyledChoiceBox = styled.span<{ $variant: 'desktop' | 'phone' }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ $variant }) => ($variant === 'phone' ? '20px' : '16px')};
  height: ${({ $variant }) => ($variant === 'phone' ? '20px' : '16px')};
`;

/** The real control: invisible, over the drawn mark, so clicks, focus and keys are native. */
export const StyledChoiceInput = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const markBase = css<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  background: ${color.background};
  border: 1px solid ${({ $invalid }) => ($invalid ? color.danger : color.borderStrong)};
  transition:
    background ${motion.fast},
    border-color ${motion.fast};

  ${StyledChoiceInput}:hover:not(:disabled) + & {
    border-color: ${color.primary};
  }

  ${StyledChoiceInput}:focus-visible + & {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }

  ${StyledChoiceInput}:disabled + & {
    background: ${color.disabled};
    border-color: ${color.border};
  }
`;

export const StyledChoiceGroup = styled.div<{ $direction: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ $direction }) => ($direction === 'vertical' ? '0' : `0 ${space(6)}`)};
`;
