import styled, { css, keyframes } from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, radius, space, zIndex } from '../theme';

type Align = 'left' | 'center' | 'right';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

export const StyledTableRoot = styled.div`
  position: relative;
  background: ${color.background};
  border-radius: ${radius.lg};
`;

export const StyledScroll = styled.div<{ $maxHeight?: string | undefined }>`
  overflow: auto;
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  -webkit-overflow-scrolling: touch;
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $minWidth?: string | undefined }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${fontSize.md};
  color: ${color.text};
`;

export const StyledCaption = styled.caption<{ $hidden: boolean }>`
  padding: ${space(3)} ${space(4)};
  text-align: left;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
`;

export const StyledHeaderCell = styled.th<{ $align: Align; $sticky: boolean; $width?: string | undefined }>`
  padding: ${space(3)} ${space(4)};
  width: ${({ $width }) => $width ?? 'auto'};
  text-align: ${({ $align }) => $align};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
  background: ${color.backgroundMuted};
  border-bottom: 1px solid ${color.border};
  white-space: nowrap;
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: sticky;
      top: 0;
      z-index: 1;
    `}
`;

export const StyledSortButton = styled.button<{ $align: Align }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  margin: -${space(1)} -${space(2)};
  padding: ${space(1)} ${space(2)};
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  font-weight: inherit;
  cursor: pointer;
  justify-content: ${({ $align }) =>
    $align === 'right' ? 'flex-end' : $align === 'center' ? 'center' : 'flex-start'};
  &:hover {
    background: ${color.border};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 0;
  }
`;

export const StyledSortIcon = styled.span<{ $order?: 'ascend' | 'descend' | undefined }>`
  display: inline-flex;
  flex-direction: column;
  line-height: 0;
  font-size: 10px;
  color: ${color.textDisabled};
  & > span {
    height: 7px;
    line-height: 7px;
  }
  & > span:first-child {
    color: ${({ $order }) => ($order === 'ascend' ? color.primaryText : 'inherit')};
  }
  & > span:last-child {
    color: ${({ $order }) => ($order === 'descend' ? color.primaryText : 'inherit')};
  }
`;

export const StyledRow = styled.tr<{ $selected: boolean }>`
  & > td {
    background: ${({ $selected }) => ($selected ? color.primarySubtle : color.background)};
  }
  &:hover > td {
    background: ${({ $selected }) => ($selected ? color.primarySubtle : color.backgroundMuted)};
  }
`;

export const StyledCell = styled.td<{ $align: Align }>`
  padding: ${space(3)} ${space(4)};
  text-align: ${({ $align }) => $align};
  border-bottom: 1px solid ${color.border};
  vertical-align: middle;
  overflow-wrap: anywhere;
`;

export const StyledSelectionCell = styled.td`
  width: 48px;
  padding: 0 ${space(4)};
  border-bottom: 1px solid ${color.border};
`;

export const StyledSelectionHeader = styled.th<{ $sticky: boolean }>`
  width: 48px;
  padding: 0 ${space(4)};
  background: ${color.backgroundMuted};
  border-bottom: 1px solid ${color.border};
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: sticky;
      top: 0;
      z-index: 1;
    `}
`;

export const StyledCheckbox = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${color.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledEmptyCell = styled.td`
  padding: ${space(6)} ${space(4)};
  text-align: center;
  color: ${color.textSecondary};
  border-bottom: 1px solid ${color.border};
`;

export const StyledSkeletonBar = styled.span`
  display: block;
  height: 14px;
  border-radius: ${radius.sm};
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

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledLoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${zIndex.dropdown - 1};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  color: ${color.primaryText};
  background: color-mix(in srgb, ${color.background} 60%, transparent);
  border-radius: ${radius.lg};
`;

export const StyledSpinner = styled.span`
  width: 20px;
  height: 20px;
  border: 2px solid ${color.primaryBorder};
  border-top-color: ${color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/* Phone card list */

export const StyledCardToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export const StyledToolbarLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: ${controlHeight.touch};
  padding-right: ${space(2)};
  color: ${color.text};
  cursor: pointer;
`;

export const StyledCardSortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: ${controlHeight.touch};
  padding: 0 ${space(3)};
  border: 1px solid ${({ $active }) => ($active ? color.primary : color.border)};
  border-radius: ${radius.round};
  /* White behind primaryText: that pairing is the one guaranteed 4.5:1 for every school colour. */
  background: ${color.background};
  color: ${({ $active }) => ($active ? color.primaryText : color.text)};
  font-size: ${fontSize.sm};
  cursor: pointer;
`;

export const StyledCardList = styled.ul`
  margin: 0;
  padding: 0 ${space(3)} ${space(3)};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const StyledCardItem = styled.li<{ $selected: boolean }>`
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ $selected }) => ($selected ? color.primaryBorder : color.border)};
  border-radius: ${radius.lg};
  background: ${({ $selected }) => ($selected ? color.primarySubtle : color.background)};
`;

export const StyledCardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-height: ${controlHeight.touch};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
`;

export const StyledCardCheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${controlHeight.touch};
  height: ${controlHeight.touch};
  margin-left: -${space(3)};
  flex: none;
  cursor: pointer;
`;

export const StyledCardFields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(1)} ${space(3)};
  margin: 0;
  font-size: ${fontSize.md};
  & > div {
    display: contents;
  }
  & dt {
    color: ${color.textSecondary};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledCardActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(3)};
  padding-top: ${space(3)};
  border-top: 1px solid ${color.border};
`;

export const StyledCardEmpty = styled.div`
  padding: ${space(6)} ${space(4)};
  text-align: center;
  color: ${color.textSecondary};
`;
