import styled from 'styled-components';
import { color, fontSize, lineHeight, space } from '../theme';

export const StyledPromptForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const StyledPromptButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

export const StyledPromptDescription = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  line-height: ${lineHeight.normal};
`;

export const StyledPromptCounter = styled.span<{ $over: boolean }>`
  color: ${({ $over }) => ($over ? color.danger : color.textSecondary)};
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;
