import styled, { keyframes } from 'styled-components';
import type { ToastType } from '../internal/toastChannel';
import { color, controlHeight, fontSize, lineHeight, motion, phoneBarHeight, space, zIndex } from '../theme';

// A short drop rather than a slide from the screen edge: the bar appears under the top bar, not over it.
const slideDown = keyframes`
  from {
    opacity: 0;
    transform: translateY(-8px);
  }
`;

const fill: Record<ToastType, string> = {
  success: color.success,
  error: color.danger,
  warning: color.warning,
  info: color.info,
  loading: color.info,
};

/* Under the phone layout's top bar (and the notch), so the page title and back button stay usable. */
export const StyledNoticeStack = styled.div`
  position: fixed;
  top: calc(${phoneBarHeight.top} + env(safe-area-inset-top));
  left: 0;
  right: 0;
  z-index: ${zIndex.message};
  display: flex;
  flex-direction: column;
  pointer-events: none;
`;

export const StyledNotice = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${controlHeight.touch};
  padding: ${space(2.5)} ${space(4)};
  background: ${({ $type }) => fill[$type]};
  /* The fixed status fills all reach 4.5:1 against the page background colour (white). */
  color: ${color.background};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  pointer-events: auto;
  animation: ${slideDown} ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
