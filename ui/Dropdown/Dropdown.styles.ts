import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, radius, shadow, space, zIndex } from '../theme';

export type DropdownAppearance = 'button' | 'plain';

export const StyledTrigger = styled.button<{ $appearance: DropdownAppearance; $size: 'md' | 'phone' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  height: ${({ $size }) => ($size === 'phone' ? controlHeight.touch : controlHeight.md)};
  padding: 0 ${space(3)};
  border-radius: ${radius.md};
  font-size: ${fontSize.md};
  white-space: nowrap;
  cursor: pointer;
  ${({ $appearance }) =>
    $appearance === 'button'
      ? css`
          border: 1px solid ${color.border};
          background: ${color.background};
          color: ${color.text};
          &:hover:not(:disabled) {
            border-color: ${color.primary};
            color: ${color.primaryText};
          }
        `
      : css`
          /* Takes the colour of where it sits, e.g. the brand-coloured header. */
          border: 0;
          background: transparent;
          color: inherit;
          &:hover:not(:disabled) {
            background: color-mix(in srgb, currentColor 12%, transparent);
          }
        `}
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledCaret = styled.svg<{ $open: boolean }>`
  width: 12px;
  height: 12px;
  transition: transform 120ms;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
`;

export const StyledMenu = styled.ul`
  z-index: ${zIndex.dropdown};
  min-width: 140px;
  max-width: calc(100vw - 16px);
  margin: 0;
  padding: ${space(1)} 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.background};
  box-shadow: ${shadow.md};
  &:focus {
    outline: none;
  }
`;

export const StyledMenuItem = styled.li<{ $danger: boolean; $size: 'md' | 'phone' }>`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-height: ${({ $size }) => ($size === 'phone' ? controlHeight.touch : controlHeight.md)};
  margin: 0 ${space(1)};
  padding: 0 ${space(3)};
  border-radius: ${radius.md};
  color: ${({ $danger }) => ($danger ? color.danger : color.text)};
  font-size: ${({ $size }) => ($size === 'phone' ? fontSize.lg : fontSize.md)};
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ $danger }) => ($danger ? color.dangerSubtle : color.backgroundMuted)};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${color.textDisabled};
    background: transparent;
    cursor: not-allowed;
  }
`;

export const StyledSeparator = styled.li`
  height: 1px;
  margin: ${space(1)} 0;
  background: ${color.border};
`;
