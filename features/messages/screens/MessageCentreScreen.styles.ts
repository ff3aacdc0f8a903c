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
