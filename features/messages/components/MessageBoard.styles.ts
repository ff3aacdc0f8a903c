import styled, { css } from 'styled-components';
import { color, radius, space } from '../../../ui/theme';

type Variant = { $variant: 'desktop' | 'phone' };

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
