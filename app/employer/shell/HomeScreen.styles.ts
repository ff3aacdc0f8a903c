import styled from 'styled-components';
import { color, fontSize, fontWeight, media, space } from '../../../ui/theme';

export const StyledHome = styled.div`
  display: grid;
  gap: ${space(4)};
`;

export const StyledHomeTitle = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const StyledSummary = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${space(4)};
  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledUnreadCount = styled.p`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const StyledShortcutGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(4)};
`;

export const StyledShortcutList = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
