import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { space } from '../theme';
import { linkStyles, type LinkUnderline } from './linkStyles';

export type { LinkUnderline };

export const StyledAnchor = styled.a<{ $underline: LinkUnderline }>`
  ${linkStyles}
`;

export const StyledExternalIcon = styled(Icon)`
  margin-left: ${space(1)};
`;

export const StyledRouterLink = styled(RouterLink)<{ $underline: LinkUnderline }>`
  ${linkStyles}
`;
