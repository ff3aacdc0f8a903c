import styled from 'styled-components';
import { color, fontSize, fontWeight, radius, space } from '../theme';

export const StyledHeaderBrandName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const StyledHeaderBrandSuffix = styled.span`
  font-weight: ${fontWeight.normal};
  font-size: ${fontSize.md};
`;

export const StyledHeaderUserName = styled.span`
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Header controls sit on the school colour, so they take its readable text colour. */
export const StyledHeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 32px;
  padding: 0 ${space(3)};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.onPrimary};
  cursor: pointer;

  &:hover {
    border-color: ${color.onPrimary};
  }
`;
