import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../../ui/theme';

export const StyledMobileHome = styled.div`
  display: grid;
  gap: ${space(3)};
`;

export const StyledPanel = styled.section`
  padding: ${space(4)};
  border-radius: ${radius.lg};
  background: ${color.background};
`;

export const StyledPanelTitle = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const StyledEmployerName = styled.p`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
  overflow-wrap: anywhere;
`;

export const StyledSiteLine = styled.p`
  margin: ${space(1)} 0 0;
  font-size: ${fontSize.md};
  color: ${color.textSecondary};
`;

export const StyledUnreadLink = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  min-height: 44px;
  font-size: ${fontSize.md};
  color: ${color.text};
`;

export const StyledUnreadCount = styled.strong`
  font-size: ${fontSize.xxl};
  color: ${color.primaryText};
`;

export const StyledShortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${space(1)};
    min-height: 72px;
    padding: ${space(2)};
    border-radius: ${radius.md};
    background: ${color.backgroundMuted};
    color: ${color.text};
    font-size: ${fontSize.sm};
    text-align: center;
    text-decoration: none;
  }
  & a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  & a svg {
    font-size: ${fontSize.xl};
    color: ${color.primaryText};
  }
`;
