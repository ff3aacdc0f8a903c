import styled from 'styled-components';
import { color, fontSize, fontWeight, radius, shadow, space, zIndex } from '../theme';

export const StyledPopconfirm = styled.div`
  z-index: ${zIndex.dropdown};
  width: max-content;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.background};
  box-shadow: ${shadow.md};
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
  }
`;

export const StyledPopconfirmMessage = styled.div`
  display: flex;
  gap: ${space(2)};
`;

export const StyledPopconfirmIcon = styled.span`
  flex: none;
  display: inline-flex;
  padding-top: 3px;
  color: ${color.warning};
`;

export const StyledPopconfirmTitle = styled.p`
  margin: 0;
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

export const StyledPopconfirmDescription = styled.p`
  margin: ${space(1)} 0 0;
  font-size: ${fontSize.md};
  color: ${color.textSecondary};
`;

export const StyledPopconfirmButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;
