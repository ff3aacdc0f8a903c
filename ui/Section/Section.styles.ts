import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, media, radius, space } from '../theme';

/** A page's sections one under another. */
export const StyledSectionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
`;

export const StyledSection = styled.section`
  padding: ${space(4)};
  border-radius: ${radius.lg};
  background: ${color.background};
  ${media.phone} {
    padding: ${space(3)};
  }
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
`;
