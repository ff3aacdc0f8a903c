import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, motion, space } from '../theme';

type Variant = 'desktop' | 'phone';

export const StyledTabs = styled.div`
  min-width: 0;
`;

export const StyledTabBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  border-bottom: 1px solid ${color.border};
`;

export const StyledTabList = styled.div<{ $variant: Variant }>`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  gap: ${({ $variant }) => ($variant === 'phone' ? 0 : space(8))};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledTab = styled.button<{ $variant: Variant; $selected: boolean }>`
  position: relative;
  flex: ${({ $variant }) => ($variant === 'phone' ? '1 0 auto' : 'none')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : '46px')};
  padding: 0 ${({ $variant }) => ($variant === 'phone' ? space(3) : 0)};
  border: 0;
  background: transparent;
  color: ${({ $selected }) => ($selected ? color.primaryText : color.text)};
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};
  font-weight: ${({ $selected }) => ($selected ? fontWeight.medium : fontWeight.normal)};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${motion.fast};
  &::after {
    content: '';
    position: absolute;
    left: ${({ $variant }) => ($variant === 'phone' ? '30%' : 0)};
    right: ${({ $variant }) => ($variant === 'phone' ? '30%' : 0)};
    bottom: 0;
    height: 2px;
    border-radius: 1px;
    background: ${color.primary};
    transform: scaleX(${({ $selected }) => ($selected ? 1 : 0)});
    transition: transform ${motion.normal};
  }
  &:hover:not(:disabled):not([aria-disabled='true']) {
    color: ${color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
  ${({ $selected }) =>
    $selected &&
    css`
      cursor: default;
    `}
  /* A list not usable yet: muted but readable (4.5:1); the active tab keeps its bar. */
  &[aria-disabled='true'] {
    color: ${color.textSecondary};
    cursor: not-allowed;
    &::after {
      background: ${color.textSecondary};
    }
  }
`;

export const StyledTabPanel = styled.div<{ $variant: Variant }>`
  padding-top: ${({ $variant }) => ($variant === 'phone' ? space(3) : space(4))};
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;
