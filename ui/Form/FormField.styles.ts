import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, lineHeight, space } from '../theme';
import type { FormLayout } from './formContext';

export const StyledField = styled.div<{ $layout: FormLayout; $labelWidth: string }>`
  display: grid;
  gap: ${space(1)} ${space(3)};
  margin-bottom: ${space(5)};
  ${({ $layout, $labelWidth }) =>
    $layout === 'horizontal'
      ? css`
          grid-template-columns: ${$labelWidth} minmax(0, 1fr);
          align-items: start;
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
        `}
`;

export const StyledLabelCell = styled.div<{ $layout: FormLayout; $variant: 'desktop' | 'phone' }>`
  display: flex;
  align-items: center;
  ${({ $layout, $variant }) =>
    $layout === 'horizontal' &&
    css`
      justify-content: flex-end;
      min-height: ${$variant === 'phone' ? controlHeight.touch : controlHeight.md};
      text-align: right;
    `}
`;

export const StyledLabel = styled.label<{ $variant: 'desktop' | 'phone' }>`
  color: ${color.text};
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.lg : fontSize.md)};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.tight};
`;

export const StyledRequiredMark = styled.span`
  margin-right: ${space(1)};
  color: ${color.danger};
  font-family: SimSun, sans-serif;
`;

export const StyledControlCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`;

const note = css`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
`;

export const StyledFieldError = styled.p`
  ${note}
  color: ${color.danger};
`;

export const StyledFieldHelp = styled.p`
  ${note}
  color: ${color.textSecondary};
`;
