import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';

type Variant = { $variant: 'desktop' | 'phone' };

export const StyledPage = styled.section<Variant>`
  display: grid;
  gap: ${space(4)};
  ${({ $variant }) =>
    $variant === 'desktop' &&
    css`
      padding: ${space(6)};
      border-radius: ${radius.lg};
      background: ${color.background};
    `}
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const StyledPanel = styled.div<Variant>`
  display: grid;
  gap: ${space(4)};
  padding-top: ${({ $variant }) => ($variant === 'phone' ? space(3) : space(4))};
`;

export const StyledFetching = styled.div`
  display: grid;
  gap: ${space(4)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const StyledState = styled.div<Variant>`
  padding: ${space(6)} ${space(4)};
  ${({ $variant }) =>
    $variant === 'phone' &&
    css`
      border-radius: ${radius.lg};
      background: ${color.background};
    `}
`;

export const StyledPager = styled.div`
  display: flex;
  justify-content: flex-end;
`;
