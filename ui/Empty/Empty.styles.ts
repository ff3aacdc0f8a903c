import styled from 'styled-components';
import { color, fontSize, lineHeight, space } from '../theme';

export const StyledEmpty = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ $compact }) => space($compact ? 2 : 3)};
  padding: ${({ $compact }) => space($compact ? 4 : 8)} ${space(4)};
  text-align: center;
`;

export const StyledEmptyImage = styled.svg<{ $compact: boolean }>`
  width: ${({ $compact }) => ($compact ? '64px' : '112px')};
  height: auto;

  .tray {
    fill: ${color.backgroundMuted};
    stroke: ${color.borderStrong};
  }
  .tray-front {
    fill: ${color.background};
    stroke: ${color.borderStrong};
  }
  .shadow {
    fill: ${color.disabled};
  }
`;

export const StyledEmptyDescription = styled.div`
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
`;

export const StyledEmptyAction = styled.div`
  margin-top: ${space(1)};
`;
