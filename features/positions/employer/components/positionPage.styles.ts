import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, media, space } from '../../../../ui/theme';

export const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

export const StyledIntro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  line-height: ${lineHeight.normal};
`;

/** A group of the form's fields under its own heading. */
export const StyledSection = styled.section`
  display: grid;
  max-width: 880px;
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${space(4)};
  padding-bottom: ${space(2)};
  border-bottom: 1px solid ${color.border};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

/** Two short fields side by side on desktop (the salary range), stacked on phones. */
export const StyledPair = styled.div<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => ($phone ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  column-gap: ${space(4)};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledTagRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;
