import styled, { css } from 'styled-components';
import { bareText, controlFrame, type ControlVariant, type FrameProps } from '../Input/Input.styles';
import { REFERENCE_WIDTH_VARIABLE } from './useDropdownPosition';
import {
  color,
  controlHeight,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from '../theme';

export const StyledSelectFrame = styled.div<FrameProps & { $multiple: boolean }>`
  ${controlFrame}
  flex-wrap: ${({ $multiple }) => ($multiple ? 'wrap' : 'nowrap')};
  gap: ${space(1)};
  padding-top: ${({ $multiple }) => ($multiple ? space(0.5) : 0)};
  padding-bottom: ${({ $multiple }) => ($multiple ? space(0.5) : 0)};
  padding-right: ${space(2)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledSelectInput = styled.input`
  ${bareText}
  flex: 1 1 ${space(10)};
  align-self: stretch;
  cursor: inherit;

  &:focus {
    cursor: text;
  }
`;

/** The combobox when it cannot be typed in: shows the choice or the placeholder. */
export const StyledSelectDisplay = styled.div<{ $placeholder: boolean }>`
  flex: 1 1 ${space(10)};
  min-width: 0;
  overflow: hidden;
  color: ${({ $placeholder }) => ($placeholder ? color.textSecondary : 'inherit')};
  white-space: nowrap;
  text-overflow: ellipsis;
  outline: none;
`;

export const StyledSelectSuffix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  align-self: stretch;
  margin-left: auto;
  color: ${color.textSecondary};
`;

export const StyledSelectTag = styled.span<{ $variant: ControlVariant }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${space(0.5)};
  max-width: 100%;
  height: ${({ $variant }) => ($variant === 'phone' ? '32px' : '24px')};
  padding: 0 ${space(1)} 0 ${space(2)};
  color: ${color.text};
  font-size: ${fontSize.sm};
  background: ${color.backgroundMuted};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
`;

export const StyledSelectTagLabel = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const StyledSelectTagRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${space(4)};
  height: ${space(4)};
  padding: 0;
  color: ${color.textSecondary};
  background: transparent;
  border: 0;
  border-radius: ${radius.sm};
  cursor: pointer;

  &:hover {
    color: ${color.text};
  }
`;

/**
 * Above drawers and modals, which may hold the field the popup belongs to. The popup itself never
 * scrolls: its listbox does, being the combobox's popup that the keyboard already reaches.
 */
export const StyledSelectPopup = styled.div<{ $matchWidth: boolean }>`
  z-index: ${zIndex.message};
  min-width: ${({ $matchWidth }) => ($matchWidth ? `var(${REFERENCE_WIDTH_VARIABLE})` : 'auto')};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${color.background};
  border-radius: ${radius.md};
  box-shadow: ${shadow.md};
`;

export const StyledListbox = styled.ul`
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  padding: ${space(1)} 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;

  &:empty {
    display: none;
  }
`;

export const StyledOption = styled.li<{ $active: boolean; $selected: boolean; $variant: ControlVariant }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  min-height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  padding: ${space(1)} ${space(3)};
  color: ${color.text};
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};
  line-height: ${lineHeight.tight};
  cursor: pointer;
  ${({ $selected }) =>
    $selected &&
    css`
      font-weight: ${fontWeight.bold};
      background: ${color.primarySubtle};
    `}
  ${({ $active }) =>
    $active &&
    css`
      background: ${color.backgroundMuted};
      box-shadow: inset 3px 0 0 ${color.primary};
    `}

  &[aria-disabled='true'] {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }

  mark {
    color: inherit;
    font-weight: ${fontWeight.bold};
    background: none;
    text-decoration: underline;
  }
`;

export const StyledOptionCheck = styled.span`
  display: inline-flex;
  color: ${color.primaryText};
`;

export const StyledPopupNote = styled.div<{ $variant: ControlVariant }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.lg)};
  padding: ${space(2)} ${space(3)};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
