import styled from 'styled-components';
import { color, motion, zIndex } from '../theme';

export const StyledProgressTrack = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndex.progress};
  height: 3px;
  pointer-events: none;
`;

export const StyledProgressFill = styled.div<{ $finishing: boolean }>`
  height: 100%;
  width: 100%;
  background: ${color.primary};
  box-shadow: 0 0 6px ${color.primary};
  transform-origin: left center;
  /* The fill reaches the end first, then fades. */
  transition:
    transform ${motion.normal} ease-out,
    opacity ${motion.fast} ease-in ${motion.fast};
  opacity: ${({ $finishing }) => ($finishing ? 0 : 1)};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
