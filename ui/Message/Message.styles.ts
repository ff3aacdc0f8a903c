import styled, { keyframes } from 'styled-components';
import { color, fontSize, lineHeight, motion, radius, shadow, space, zIndex } from '../theme';

const dropIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(-8px);
  }
`;

export const StyledMessageStack = styled.div`
  position: fixed;
  top: ${space(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndex.message};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  width: max-content;
  max-width: calc(100vw - ${space(8)});
  pointer-events: none;
`;

export const StyledMessage = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  max-width: 100%;
  padding: ${space(2.5)} ${space(4)};
  border-radius: ${radius.lg};
  background: ${color.background};
  color: ${color.text};
  box-shadow: ${shadow.md};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.tight};
  overflow-wrap: anywhere;
  pointer-events: auto;
  animation: ${dropIn} ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
