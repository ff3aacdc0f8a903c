import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, radius, shadow, space } from '../theme';

type Variant = 'desktop' | 'phone';

export const StyledCard = styled.section<{ $bordered: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${color.background};
  border-radius: ${radius.lg};
  ${({ $bordered }) =>
    $bordered
      ? css`
          border: 1px solid ${color.border};
        `
      : css`
          box-shadow: ${shadow.sm};
        `}
`;

export const StyledCardHeader = styled.header<{ $variant: Variant }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: ${({ $variant }) => ($variant === 'phone' ? '48px' : '56px')};
  padding: 0 ${({ $variant }) => ($variant === 'phone' ? space(4) : space(6))};
  border-bottom: 1px solid ${color.border};
`;

export const StyledCardTitle = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledCardExtra = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-left: auto;
`;

export const StyledCardBody = styled.div<{ $variant: Variant }>`
  flex: 1 1 auto;
  padding: ${({ $variant }) => ($variant === 'phone' ? space(4) : space(6))};
`;

export const StyledCardActions = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${color.border};
  background: ${color.background};
  border-radius: 0 0 ${radius.lg} ${radius.lg};
  & > li {
    flex: 1 1 0;
    display: flex;
    justify-content: center;
    padding: ${space(2)} 0;
  }
  & > li + li {
    border-left: 1px solid ${color.border};
  }
`;
