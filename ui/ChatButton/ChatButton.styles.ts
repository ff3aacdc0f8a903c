import styled from 'styled-components';
import { color, fontSize, fontWeight, motion, radius, shadow, space, zIndex } from '../theme';

export const StyledChatButton = styled.button`
  position: fixed;
  right: ${space(6)};
  bottom: ${space(16)};
  z-index: ${zIndex.chat};
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  height: ${space(12)};
  padding: 0 ${space(5)} 0 ${space(4)};
  border: 0;
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
  box-shadow: ${shadow.md};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
  cursor: pointer;
  transition: background ${motion.fast};
  &:hover {
    background: ${color.primaryHover};
  }
  &:active {
    background: ${color.primaryActive};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 3px;
  }
`;

export const StyledUnreadBadge = styled.span`
  position: absolute;
  top: -${space(1.5)};
  right: -${space(1)};
  min-width: 20px;
  height: 20px;
  padding: 0 ${space(1.5)};
  border: 2px solid ${color.background};
  border-radius: ${radius.round};
  background: ${color.danger};
  /* The page background colour (white) reads at 5.3:1 on the danger fill. */
  color: ${color.background};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  line-height: 16px;
  text-align: center;
  box-sizing: border-box;
`;
