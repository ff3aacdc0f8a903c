import styled from 'styled-components';
import { Card } from '../../../ui/Card';
import { media, space } from '../../../ui/theme';

/** The homepage's grid of blocks: two columns on desktop, one on phones. */
export const StyledBlockGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(4)};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(3)};
  }
`;

export const StyledBlock = styled(Card)`
  min-width: 0;
`;
