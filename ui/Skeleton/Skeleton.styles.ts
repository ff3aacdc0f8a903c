import styled, { css, keyframes } from 'styled-components';
import { color, radius, space } from '../theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const block = css`
  background: linear-gradient(
    90deg,
    ${color.disabled} 25%,
    ${color.backgroundMuted} 37%,
    ${color.disabled} 63%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledSkeleton = styled.div`
  display: flex;
  gap: ${space(4)};
  width: 100%;
`;

export const StyledSkeletonAvatar = styled.span`
  ${block}
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${radius.round};
`;

export const StyledSkeletonBody = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
`;

export const StyledSkeletonTitle = styled.span`
  ${block}
  width: 38%;
  height: 16px;
  border-radius: ${radius.sm};
`;

export const StyledSkeletonRow = styled.span<{ $width: string }>`
  ${block}
  width: ${({ $width }) => $width};
  height: 14px;
  border-radius: ${radius.sm};
`;
