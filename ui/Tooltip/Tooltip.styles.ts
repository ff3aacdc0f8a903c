import styled from 'styled-components';
import { color, fontSize, lineHeight, radius, shadow, space, zIndex } from '../theme';

/* Dark bubble: the body text colour as background, white text (over 15:1). */
export const StyledTooltip = styled.div`
  z-index: ${zIndex.message};
  max-width: min(280px, calc(100vw - 16px));
  padding: ${space(1.5)} ${space(2)};
  border-radius: ${radius.md};
  background: ${color.text};
  color: ${color.background};
  box-shadow: ${shadow.md};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;
  &[hidden] {
    display: none;
  }
`;
