import styled from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, radius, space } from '../theme';

export const StyledRouteError = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${space(16)} ${space(4)};
  text-align: center;
`;

export const StyledRouteErrorTitle = styled.h1`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

export const StyledRouteErrorText = styled.p`
  margin: 0 0 ${space(6)};
  color: ${color.textSecondary};
`;

export const StyledRouteErrorReload = styled.button`
  height: ${controlHeight.md};
  padding: 0 ${space(4)};
  border: none;
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${color.primaryHover};
  }
`;
