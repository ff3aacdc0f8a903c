import styled from 'styled-components';
import { color, fontSize, lineHeight, radius, space } from '../theme';

export const StyledLimitedTextArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  width: 100%;
`;

export const StyledCounter = styled.span<{ $over: boolean }>`
  color: ${({ $over }) => ($over ? color.danger : color.textSecondary)};
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const StyledIllegalNotice = styled.p`
  margin: 0;
  padding: ${space(1)} ${space(2)};
  color: ${color.danger};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
  background: ${color.dangerSubtle};
  border-radius: ${radius.sm};
`;
