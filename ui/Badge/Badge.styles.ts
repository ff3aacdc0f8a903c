import styled, { css, keyframes } from 'styled-components';
import { color, fontSize, fontWeight, radius, space } from '../theme';

export type BadgeTone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const dotColors: Record<BadgeTone, string> = {
  default: color.borderStrong,
  primary: color.primary,
  success: color.success,
  warning: color.warning,
  danger: color.danger,
  info: color.info,
};

const pulse = keyframes`
  from { transform: scale(1); opacity: 0.6; }
  to { transform: scale(2.4); opacity: 0; }
`;

export const StyledStatusBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${color.text};
  font-size: inherit;
  white-space: nowrap;
`;

export const StyledStatusDot = styled.span<{ $tone: BadgeTone; $pulse: boolean }>`
  position: relative;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $tone }) => dotColors[$tone]};
  ${({ $pulse, $tone }) =>
    $pulse &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        border-radius: 50%;
        background: ${dotColors[$tone]};
        animation: ${pulse} 1.2s ease-out infinite;
      }
      @media (prefers-reduced-motion: reduce) {
        &::after {
          animation: none;
        }
      }
    `}
`;

export const StyledCountWrapper = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const StyledCount = styled.sup<{ $attached: boolean; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 ${space(1)};
  border-radius: ${radius.round};
  /* White on the danger red reads at AA (5.1:1). */
  background: ${color.danger};
  color: ${color.background};
  box-shadow: 0 0 0 1px ${color.background};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  vertical-align: middle;
  top: 0;
  ${({ $dot }) =>
    $dot &&
    css`
      min-width: 8px;
      width: 8px;
      height: 8px;
      padding: 0;
    `}
  ${({ $attached }) =>
    $attached &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(50%, -50%);
      pointer-events: none;
    `}
`;
