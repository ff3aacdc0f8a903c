import styled from 'styled-components';
import { space } from '../../../ui/theme';

/**
 * The page's content; its bottom padding lets the end of a page scroll above the floating chat button
 * (fixed at space(16) from the bottom, space(12) high) instead of staying under it.
 */
export const StyledContent = styled.div`
  padding: ${space(4)} ${space(4)} ${space(32)};
`;
