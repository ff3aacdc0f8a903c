import styled from 'styled-components';
import { controlFrame, type FrameProps } from '../Input/Input.styles';
import { color, controlHeight, fontSize, fontWeight, radius, space } from '../theme';

export const StyledCascaderColumns = styled.div`
  display: flex;
  min-height: 0;
  max-height: inherit;
`;

export const StyledCascaderColumn = styled.ul`
  flex: none;
  min-width: 148px;
  max-height: inherit;
  margin: 0;
  padding: ${space(1)} 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;

  & + & {
    border-left: 1px solid ${color.border};
  }
`;

export const StyledOptionLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const StyledOptionMarker = styled.span`
  display: inline-flex;
  flex: none;
  color: ${color.textSecondary};
`;

/** The phone trigger: a button drawn like the other fields. */
export const StyledCascaderTrigger = styled.button<FrameProps & { $placeholder: boolean }>`
  ${controlFrame}
  justify-content: space-between;
  color: ${({ $placeholder }) => ($placeholder ? color.textSecondary : color.text)};
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

export const StyledTriggerText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** Fills the drawer body edge to edge (cancelling its padding), one scrolling list per level. */
export const StyledSheetColumns = styled.div`
  display: flex;
  height: min(50vh, 420px);
  margin: -${space(6)};
`;

export const StyledSheetColumn = styled.section`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  min-width: 0;

  & + & {
    border-left: 1px solid ${color.border};
  }
`;

export const StyledSheetColumnTitle = styled.h3`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  border-bottom: 1px solid ${color.border};
`;

export const StyledSheetList = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
`;

export const StyledSheetOption = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  min-height: ${controlHeight.touch};
  padding: ${space(2)} ${space(3)};
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${({ $selected }) => ($selected ? fontWeight.bold : fontWeight.normal)};
  background: ${({ $selected }) => ($selected ? color.primarySubtle : 'transparent')};
  border-radius: ${radius.sm};
  cursor: pointer;

  &[aria-disabled='true'] {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const StyledSheetNote = styled.p`
  margin: 0;
  padding: ${space(3)};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
