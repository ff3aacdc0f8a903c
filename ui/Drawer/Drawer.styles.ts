import styled, { css, keyframes } from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, motion, radius, shadow, space, zIndex } from '../theme';

export type DrawerPlacement = 'left' | 'right' | 'bottom';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideFrom = {
  left: keyframes`from { transform: translateX(-100%); } to { transform: none; }`,
  right: keyframes`from { transform: translateX(100%); } to { transform: none; }`,
  bottom: keyframes`from { transform: translateY(100%); } to { transform: none; }`,
};

export const StyledMask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.drawer};
  background: ${color.mask};
  animation: ${fadeIn} ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledDrawer = styled.div<{ $placement: DrawerPlacement; $size: string }>`
  position: fixed;
  z-index: ${zIndex.drawer};
  display: flex;
  flex-direction: column;
  background: ${color.background};
  box-shadow: ${shadow.lg};
  animation: ${({ $placement }) => slideFrom[$placement]} ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &:focus {
    outline: none;
  }
  ${({ $placement, $size }) =>
    $placement === 'bottom'
      ? css`
          left: 0;
          right: 0;
          bottom: 0;
          max-height: min(${$size}, 90vh);
          border-radius: ${radius.lg} ${radius.lg} 0 0;
          padding-bottom: env(safe-area-inset-bottom);
        `
      : css`
          top: 0;
          bottom: 0;
          ${$placement}: 0;
          width: min(${$size}, 100vw);
        `}
`;

/** Not <header>/<footer>: a page's banner and contentinfo landmarks are its own, not a drawer's. */
export const StyledDrawerHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 56px;
  padding: 0 ${space(2)} 0 ${space(6)};
  border-bottom: 1px solid ${color.border};
`;

export const StyledDrawerTitle = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const StyledDrawerClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${controlHeight.touch};
  height: ${controlHeight.touch};
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.textSecondary};
  font-size: ${fontSize.lg};
  cursor: pointer;
  &:hover {
    color: ${color.text};
    background: ${color.backgroundMuted};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StyledDrawerBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${space(6)};
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StyledDrawerFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(3)} ${space(6)};
  border-top: 1px solid ${color.border};
`;
