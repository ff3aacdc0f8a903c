import styled, { keyframes } from 'styled-components';
import { color, fontSize, space } from '../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const spinnerSizes = { sm: '14px', md: '20px', lg: '32px' } as const;
export type SpinnerSize = keyof typeof spinnerSizes;

export const StyledSpinner = styled.span<{ $decorative: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  vertical-align: middle;
  font-size: ${fontSize.sm};
  /* A decorative spinner sits inside a control that already says what is happening: it takes that
     control's colour. A standalone one shows the school colour, darkened until it reads on white. */
  color: ${({ $decorative }) => ($decorative ? 'inherit' : color.primaryText)};
`;

export const StyledSpinnerGlyph = styled.svg<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  animation: ${spin} 0.8s linear infinite;
  /* Slowed rather than stopped: a frozen spinner would read as a hung page. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const StyledSpinnerTrack = styled.circle`
  opacity: 0.25;
`;

export const StyledSpinnerLabel = styled.span`
  color: ${color.textSecondary};
`;
