import styled from 'styled-components';
import { color, controlHeight, fontSize, lineHeight, radius, space } from '../theme';

type Variant = { $variant: 'desktop' | 'phone' };

export const StyledFileUploader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(2)};
  width: 100%;
`;

export const StyledFileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const StyledFileRow = styled.li<Variant & { $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  min-height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${({ $failed }) => ($failed ? color.danger : color.border)};
  border-radius: ${radius.md};
  background: ${({ $failed }) => ($failed ? color.dangerSubtle : color.backgroundMuted)};
`;

export const StyledFileName = styled.span`
  display: inline-flex;
  flex: 1;
  align-items: center;
  gap: ${space(1)};
  min-width: 0;
  overflow-wrap: anywhere;

  a {
    color: ${color.primaryText};
  }
`;

export const StyledFileMeta = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

export const StyledFileError = styled.span`
  flex-basis: 100%;
  color: ${color.danger};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
`;

export const StyledErrors = styled.div`
  color: ${color.danger};
  font-size: ${fontSize.sm};

  &:empty {
    display: none;
  }

  p {
    margin: 0;
  }
`;
