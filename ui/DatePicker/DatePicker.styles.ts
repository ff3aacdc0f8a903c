import styled, { css } from 'styled-components';
import { bareText, controlFrame, type FrameProps } from '../Input/Input.styles';
import { color, controlHeight, fontSize, fontWeight, radius, shadow, space, zIndex } from '../theme';

export type PickerVariant = 'desktop' | 'phone';

/** The field: the shared control frame holding the text input(s) and the icon buttons. */
export const StyledPickerFrame = styled.span<FrameProps>`
  ${controlFrame}
  cursor: text;
`;

export const StyledPickerInput = styled.input<{ $active?: boolean }>`
  ${bareText}
  align-self: stretch;
  font-variant-numeric: tabular-nums;
  ${({ $active }) =>
    $active &&
    css`
      box-shadow: inset 0 -2px 0 ${color.primary};
    `}
`;

/** Phone: the field is one button that opens the sheet (no on-screen keyboard for a date). */
export const StyledPickerTrigger = styled.button<{ $placeholder: boolean }>`
  ${bareText}
  align-self: stretch;
  text-align: left;
  cursor: pointer;
  color: ${({ $placeholder }) => ($placeholder ? color.textSecondary : color.text)};
  font-variant-numeric: tabular-nums;
`;

export const StyledPickerSeparator = styled.span`
  flex: none;
  color: ${color.textSecondary};
`;

/** Icon buttons in the frame (open, clear); 44 px wide on phones. */
export const StyledPickerIconButton = styled.button<{ $variant: PickerVariant }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  min-width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : space(6))};
  margin: 0 -${space(1)};
  padding: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.lg};
  background: transparent;
  border: 0;
  border-radius: ${radius.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${color.primaryText};
  }

  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StyledPickerRoot = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${space(1)};
  width: 100%;
  max-width: 100%;
  vertical-align: top;
`;

/** A refused typed value: shown under the field and read as its description. */
export const StyledPickerHint = styled.span`
  color: ${color.danger};
  font-size: ${fontSize.sm};
`;

/** The desktop popup, positioned by floating-ui. */
export const StyledPopup = styled.div`
  z-index: ${zIndex.dropdown};
  color: ${color.text};
  background: ${color.background};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.md};
  outline: none;
`;

export const StyledPanels = styled.div`
  display: flex;
  gap: ${space(4)};
  padding: ${space(2)} ${space(3)} ${space(1)};
`;

export const StyledMonth = styled.div<{ $variant: PickerVariant }>`
  width: ${({ $variant }) => ($variant === 'phone' ? '100%' : 'auto')};
`;

export const StyledCalendarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  padding-bottom: ${space(1)};
  border-bottom: 1px solid ${color.border};
  margin-bottom: ${space(1)};
`;

export const StyledCalendarTitle = styled.div`
  flex: 1;
  min-width: 8em;
  text-align: center;
  font-weight: ${fontWeight.medium};
`;

export const StyledNavButton = styled.button<{ $variant: PickerVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.sm)};
  height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.sm)};
  padding: 0;
  color: ${color.textSecondary};
  background: transparent;
  border: 0;
  border-radius: ${radius.md};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${color.primaryText};
    background: ${color.backgroundMuted};
  }

  &:disabled {
    visibility: hidden;
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 0;
  }
`;

/** Slot kept for a navigation button a panel does not show, so titles stay centred. */
export const StyledNavSpacer = styled.span<{ $variant: PickerVariant }>`
  flex: none;
  width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.sm)};
`;

export const StyledGrid = styled.table<{ $variant: PickerVariant }>`
  width: ${({ $variant }) => ($variant === 'phone' ? '100%' : 'auto')};
  border-collapse: collapse;
  table-layout: fixed;
  font-variant-numeric: tabular-nums;

  th {
    height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.lg : controlHeight.md)};
    padding: 0;
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.normal};
    text-align: center;
  }
`;

export type DayCellProps = {
  $variant: PickerVariant;
  $inMonth: boolean;
  $selected: boolean;
  $today: boolean;
  $selectable: boolean;
  $inRange: boolean;
  $rangeStart: boolean;
  $rangeEnd: boolean;
};

const cellSize = ({ $variant }: { $variant: PickerVariant }) =>
  $variant === 'phone' ? controlHeight.touch : controlHeight.md;

export const StyledDayCell = styled.td<DayCellProps>`
  width: ${cellSize};
  height: ${cellSize};
  padding: 2px 0;
  text-align: center;
  cursor: ${({ $selectable }) => ($selectable ? 'pointer' : 'not-allowed')};
  outline: none;
  background: ${({ $inRange, $rangeStart, $rangeEnd }) =>
    $inRange || $rangeStart || $rangeEnd ? color.primarySubtle : 'transparent'};
  ${({ $rangeStart, $rangeEnd }) => css`
    border-top-left-radius: ${$rangeStart ? radius.round : 0};
    border-bottom-left-radius: ${$rangeStart ? radius.round : 0};
    border-top-right-radius: ${$rangeEnd ? radius.round : 0};
    border-bottom-right-radius: ${$rangeEnd ? radius.round : 0};
  `}

  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.lg : '28px')};
    height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.lg : '28px')};
    border: 1px solid ${({ $today }) => ($today ? color.primary : 'transparent')};
    border-radius: ${radius.round};
    color: ${({ $inMonth }) => ($inMonth ? color.text : color.textSecondary)};
    font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};
  }

  &:hover > span {
    background: ${({ $selectable, $selected }) => ($selectable && !$selected ? color.backgroundMuted : undefined)};
  }

  ${({ $selected }) =>
    $selected &&
    css`
      & > span,
      &:hover > span {
        color: ${color.onPrimary};
        background: ${color.primary};
        border-color: ${color.primary};
      }
    `}

  ${({ $selectable }) =>
    !$selectable &&
    css`
      & > span,
      &:hover > span {
        color: ${color.textDisabled};
        background: ${color.disabled};
        border-radius: 0;
      }
    `}

  &:focus-visible > span {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

export const StyledEmptyCell = styled.td`
  padding: 0;
`;

export const StyledPopupFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(1)} ${space(3)};
  border-top: 1px solid ${color.border};
`;

export const StyledPopupStatus = styled.span`
  flex: 1;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

export const StyledSheetFooter = styled.div`
  display: flex;
  gap: ${space(3)};
  padding-top: ${space(3)};

  & > * {
    flex: 1;
  }
`;

export const StyledSheetStatus = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  text-align: center;
`;
