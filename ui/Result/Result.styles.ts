import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, media, space } from '../theme';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '403' | '404';

const statusColors: Record<ResultStatus, string> = {
  success: color.success,
  error: color.danger,
  info: color.info,
  warning: color.warning,
  403: color.primary,
  404: color.primary,
};

export const StyledResult = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${space(12)} ${space(6)};
  text-align: center;

  ${media.phone} {
    padding: ${space(8)} ${space(4)};
  }
`;

export const StyledResultIcon = styled.div<{ $status: ResultStatus }>`
  display: flex;
  margin-bottom: ${space(6)};
  color: ${({ $status }) => statusColors[$status]};
  font-size: 72px;

  .digits {
    fill: currentColor;
    font-weight: ${fontWeight.bold};
  }
  .ground {
    fill: ${color.primarySubtle};
  }
`;

export const StyledResultTitle = styled.h2`
  margin: 0;
  color: ${color.text};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
`;

export const StyledResultSubtitle = styled.p`
  max-width: 36em;
  margin: ${space(2)} 0 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
`;

export const StyledResultExtra = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(6)};

  ${media.phone} {
    flex-direction: column;
    align-self: stretch;
  }
`;
