import styled from 'styled-components';
import { color, fontSize, fontWeight, motion, radius, shadow, space, zIndex } from '../theme';

export const HEADER_HEIGHT = '56px';
export const SIDER_WIDTH = '220px';
export const RAIL_WIDTH = '64px';

export const StyledDesktopLayout = styled.div<{ $headerHidden: boolean }>`
  --layout-header-height: ${({ $headerHidden }) => ($headerHidden ? '0px' : HEADER_HEIGHT)};
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${color.backgroundMuted};
`;

export const StyledSkipLink = styled.a`
  position: absolute;
  left: ${space(2)};
  top: ${space(2)};
  z-index: ${zIndex.progress};
  padding: ${space(2)} ${space(4)};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.primaryText};
  box-shadow: ${shadow.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/* The site header in the school colour, text in the colour readable on it. */
export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.chat - 1};
  display: flex;
  align-items: center;
  gap: ${space(4)};
  height: ${HEADER_HEIGHT};
  padding: 0 ${space(6)};
  background: ${color.primary};
  color: ${color.onPrimary};
  box-shadow: ${shadow.sm};
`;

export const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  & a {
    color: inherit;
    text-decoration: none;
  }
`;

export const StyledHeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-left: auto;
`;

export const StyledBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-height: 0;
`;

export const StyledSider = styled.div<{ $collapsed: boolean }>`
  position: sticky;
  top: var(--layout-header-height);
  flex: none;
  display: flex;
  flex-direction: column;
  width: ${({ $collapsed }) => ($collapsed ? RAIL_WIDTH : SIDER_WIDTH)};
  height: calc(100vh - var(--layout-header-height));
  background: ${color.background};
  border-right: 1px solid ${color.border};
  transition: width ${motion.normal};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledSiderScroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
`;

export const StyledCollapseButton = styled.button<{ $collapsed: boolean }>`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${space(2)};
  height: 44px;
  padding: ${({ $collapsed }) => ($collapsed ? 0 : `0 ${space(6)}`)};
  border: 0;
  border-top: 1px solid ${color.border};
  background: ${color.background};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  cursor: pointer;
  & > svg {
    transform: rotate(${({ $collapsed }) => ($collapsed ? '180deg' : '0')});
  }
  &:hover {
    color: ${color.text};
    background: ${color.backgroundMuted};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StyledMain = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${space(6)};
  &:focus {
    outline: none;
  }
`;
