import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, radius, space } from '../theme';

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(2)} ${space(4)};
  font-size: ${fontSize.md};
  color: ${color.text};
`;

export const StyledTotal = styled.span`
  color: ${color.textSecondary};
`;

export const StyledPageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${controlHeight.md};
  height: ${controlHeight.md};
  padding: 0 ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.text};
  cursor: pointer;
  transition:
    border-color 120ms,
    color 120ms;
  &:hover:not(:disabled) {
    border-color: ${color.primary};
    color: ${color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    color: ${color.textDisabled};
    background: ${color.disabled};
    cursor: not-allowed;
  }
`;

export const StyledPageButton = styled.button<{ $current?: boolean }>`
  ${pageButton}
  ${({ $current }) =>
    $current &&
    css`
      border-color: ${color.primary};
      color: ${color.primaryText};
      font-weight: ${fontWeight.medium};
      cursor: default;
    `}
`;

/** The ‹ › glyphs of 上一页 / 下一页 read small at body size. */
export const StyledArrow = styled.span`
  font-size: ${fontSize.xl};
  line-height: 1;
`;

export const StyledEllipsisButton = styled.button`
  ${pageButton}
  border-color: transparent;
  color: ${color.textSecondary};
  letter-spacing: 2px;
`;

export const StyledSizeSelect = styled.select`
  height: ${controlHeight.md};
  padding: 0 ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.background};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

export const StyledJumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  white-space: nowrap;
`;

export const StyledJumpInput = styled.input`
  width: 52px;
  height: ${controlHeight.md};
  padding: 0 ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.background};
  text-align: center;
  &:hover {
    border-color: ${color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

/* Phone: 上一页 1/10 下一页 */

export const StyledSimplePagination = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  font-size: ${fontSize.lg};
  color: ${color.text};
`;

export const StyledSimpleButton = styled.button`
  ${pageButton}
  min-width: 88px;
  height: ${controlHeight.touch};
  padding: 0 ${space(4)};
  border-radius: ${radius.lg};
`;

export const StyledSimpleIndicator = styled.span`
  font-variant-numeric: tabular-nums;
  & strong {
    color: ${color.primaryText};
    font-weight: ${fontWeight.bold};
  }
`;
