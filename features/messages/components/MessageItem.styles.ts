import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../../ui/theme';

type Variant = { $variant: 'desktop' | 'phone' };

export const StyledMessageList = styled.ul<Variant>`
  display: grid;
  gap: ${({ $variant }) => ($variant === 'phone' ? space(2) : '0')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMessage = styled.li<Variant>`
  padding: ${space(4)};
  background: ${color.background};
  ${({ $variant }) =>
    $variant === 'phone'
      ? css`
          border-radius: ${radius.lg};
        `
      : css`
          border-bottom: 1px solid ${color.border};
          &:first-child {
            border-top: 1px solid ${color.border};
          }
        `}
`;

export const StyledMessageHeading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  line-height: ${lineHeight.tight};
`;

export const StyledToggle = styled.button<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(2)};
  width: 100%;
  min-height: 32px;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? fontWeight.bold : fontWeight.medium)};
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    color: ${color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

export const StyledChevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  margin: 6px 4px 0;
  border-right: 2px solid ${color.textSecondary};
  border-bottom: 2px solid ${color.textSecondary};
  transform: ${({ $open }) => ($open ? 'rotate(-135deg) translate(-2px, -2px)' : 'rotate(45deg)')};
`;

export const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(3)};
  margin: ${space(1)} 0 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export const StyledBody = styled.div<{ $open: boolean }>`
  margin: ${space(2)} 0 0;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  color: ${color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $open }) =>
    !$open &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    `}
`;

export const StyledLinkRow = styled.p`
  margin: ${space(2)} 0 0;
  font-size: ${fontSize.md};
`;
