import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { color, fontSize, fontWeight, lineHeight, space } from '../../../ui/theme';

/** The phone top bar's one action: an icon button in the bar's text colour, 44 px. */
export const StyledBarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export const StyledContent = styled.div`
  padding: ${space(4)} ${space(6)} ${space(8)};
`;

export const StyledPhoneContent = styled.div`
  padding: ${space(3)};
`;

export const StyledPageTitle = styled.h1`
  margin: 0 0 ${space(4)};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

/** The 更多 sheet: one row per section, 48 px high, the current one in the school colour. */
export const StyledMoreList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMoreLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 48px;
  padding: 0 ${space(2)};
  color: ${color.text};
  font-size: ${fontSize.lg};
  text-decoration: none;
  border-bottom: 1px solid ${color.border};

  &[aria-current='page'] {
    color: ${color.primaryText};
    font-weight: ${fontWeight.bold};
  }
`;
