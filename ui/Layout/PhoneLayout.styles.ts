import styled from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, phoneBarHeight, radius, space, zIndex } from '../theme';

export const StyledPhoneLayout = styled.div<{ $withTabBar: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${color.backgroundMuted};
  padding-bottom: ${({ $withTabBar }) =>
    $withTabBar
      ? `calc(${phoneBarHeight.tab} + env(safe-area-inset-bottom))`
      : 'env(safe-area-inset-bottom)'};
`;

export const StyledTopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.chat - 1};
  display: grid;
  grid-template-columns: ${controlHeight.touch} 1fr ${controlHeight.touch};
  align-items: center;
  min-height: calc(${phoneBarHeight.top} + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) ${space(1)} 0;
  background: ${color.primary};
  color: ${color.onPrimary};
`;

export const StyledTopBarTitle = styled.h1`
  grid-column: 2;
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledBackButton = styled.button`
  grid-column: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${controlHeight.touch};
  height: ${controlHeight.touch};
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -4px;
  }
`;

export const StyledTopBarActions = styled.div`
  grid-column: 3;
  display: flex;
  justify-content: flex-end;
  & a,
  & button {
    color: inherit;
  }
`;

export const StyledPhoneMain = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${space(3)};
`;

export const StyledTabBar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${zIndex.chat - 1};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${color.background};
  border-top: 1px solid ${color.border};
`;

export const StyledTabBarList = styled.ul`
  display: flex;
  height: ${phoneBarHeight.tab};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledTabBarItem = styled.li`
  flex: 1 1 0;
  min-width: 0;
  & > a,
  & > button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${color.textSecondary};
    font-size: ${fontSize.xs};
    text-decoration: none;
    cursor: pointer;
  }
  & > [aria-current='page'] {
    color: ${color.primaryText};
    font-weight: ${fontWeight.medium};
  }
  & > a:focus-visible,
  & > button:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StyledTabBarIcon = styled.span`
  display: inline-flex;
  font-size: 22px;
`;
