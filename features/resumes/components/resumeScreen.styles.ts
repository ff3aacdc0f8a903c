import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../../ui/theme';

/** Desktop: the section index beside the stacked sections. */
export const StyledDesktopLayout = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${space(4)};
  align-items: start;
`;

export const StyledSectionIndex = styled.nav`
  position: sticky;
  top: ${space(4)};
  padding: ${space(3)};
  border-radius: ${radius.lg};
  background: ${color.background};
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${space(1)} ${space(2)};
    border-radius: ${radius.md};
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${color.primarySubtle};
    color: ${color.primaryText};
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
  }
`;

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
  section {
    scroll-margin-top: ${space(4)};
  }
  section:focus-visible {
    outline: 2px solid ${color.focusRing};
  }
`;

/** Phone: each section a panel that opens and closes. */
export const StyledPanel = styled.details`
  border-radius: ${radius.lg};
  background: ${color.background};
  scroll-margin-top: ${space(14)};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    padding: 0 ${space(3)};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 2px solid ${color.focusRing};
  }
  > div {
    padding: 0 ${space(3)} ${space(3)};
  }
`;

export const StyledPanelState = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.normal};
  color: ${color.textSecondary};
`;

export const StyledCompleteness = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  p {
    margin: 0;
    line-height: ${lineHeight.normal};
  }
`;

export const StyledPercent = styled.strong`
  font-size: ${fontSize.xxl};
  color: ${color.primaryText};
`;

export const StyledMissing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledEntry = styled.fieldset`
  margin: 0 0 ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  min-width: 0;
  legend {
    padding: 0 ${space(1)};
    font-weight: ${fontWeight.medium};
  }
`;

export const StyledEntryActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const StyledSectionNote = styled.p`
  margin: 0 0 ${space(3)};
  color: ${color.textSecondary};
  line-height: ${lineHeight.normal};
`;

/** The save bar stays in view at the bottom of the page. */
export const StyledSaveBar = styled.div<{ $phone: boolean }>`
  position: sticky;
  bottom: ${({ $phone }) => ($phone ? '56px' : '0')};
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border-top: 1px solid ${color.border};
  background: ${color.background};
  color: ${color.textSecondary};
  button {
    flex: ${({ $phone }) => ($phone ? '1 1 auto' : '0 0 auto')};
  }
`;

export const StyledAttachment = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-bottom: ${space(2)};
`;

export const StyledConsentText = styled.p`
  margin: 0 0 ${space(3)};
  padding: ${space(3)};
  border-radius: ${radius.md};
  background: ${color.backgroundMuted};
  line-height: ${lineHeight.normal};
`;
