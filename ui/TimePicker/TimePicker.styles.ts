import styled from 'styled-components';
import { color, controlHeight, fontSize, radius, space } from '../theme';
import type { PickerVariant } from '../DatePicker';

const rowHeight = ({ $variant }: { $variant: PickerVariant }) =>
  $variant === 'phone' ? controlHeight.touch : '28px';

export const StyledTimeColumns = styled.div<{ $variant: PickerVariant }>`
  display: flex;
  gap: ${space(1)};
  padding: ${space(2)};
  justify-content: ${({ $variant }) => ($variant === 'phone' ? 'center' : 'flex-start')};
`;

export const StyledTimeColumn = styled.div<{ $variant: PickerVariant }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  flex: ${({ $variant }) => ($variant === 'phone' ? 1 : 'none')};
  width: ${({ $variant }) => ($variant === 'phone' ? 'auto' : '64px')};
`;

export const StyledColumnLabel = styled.div`
  padding-bottom: ${space(1)};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  text-align: center;
`;

export const StyledListbox = styled.ul<{ $variant: PickerVariant }>`
  height: calc(${rowHeight} * ${({ $variant }) => ($variant === 'phone' ? 5 : 7)});
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border-radius: ${radius.md};
  scrollbar-width: thin;
  font-variant-numeric: tabular-nums;
  outline: none;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }

  /* The option aria-activedescendant points at, ringed only while the list has keyboard focus. */
  &:focus-visible > [data-active='true'] {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

export const StyledOption = styled.li<{
  $variant: PickerVariant;
  $selected: boolean;
  $disabled: boolean;
}>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${rowHeight};
  margin: 0 ${space(1)};
  border-radius: ${radius.md};
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $selected, $disabled }) => ($disabled ? color.textDisabled : $selected ? color.onPrimary : color.text)};
  background: ${({ $selected, $disabled }) =>
    $disabled ? color.disabled : $selected ? color.primary : 'transparent'};

  &:hover {
    background: ${({ $selected, $disabled }) =>
      $disabled ? color.disabled : $selected ? color.primary : color.backgroundMuted};
  }
`;
