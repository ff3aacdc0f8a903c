import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, motion, radius, space } from '../theme';

export const StyledSideNav = styled.nav`
  padding: ${space(2)} 0;
`;

export const StyledNavList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The row's own link or button: direct, or inside the rail's tooltip anchor. */
const control = '& > a, & > button, & > span > a, & > span > button';
const hovered = '& > a:hover, & > button:hover, & > span > a:hover, & > span > button:hover';
const focused =
  '& > a:focus-visible, & > button:focus-visible, & > span > a:focus-visible, & > span > button:focus-visible';
const marked = '& > a::before, & > button::before, & > span > a::before, & > span > button::before';

/** Links and group buttons share one row look; nesting adds indentation via --depth. */
export const StyledNavRow = styled.li<{ $selected: boolean; $containsSelected: boolean; $rail: boolean }>`
  ${control} {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${space(3)};
    width: calc(100% - ${space(4)});
    min-height: 40px;
    margin: 2px ${space(2)};
    padding: 0 ${space(3)} 0 calc(${space(4)} + var(--depth, 0) * ${space(6)});
    border: 0;
    border-radius: ${radius.md};
    background: transparent;
    color: ${color.text};
    font-size: ${fontSize.md};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    transition: background ${motion.fast};
  }
  ${hovered} {
    background: ${color.backgroundMuted};
  }
  ${focused} {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  ${({ $containsSelected }) =>
    $containsSelected &&
    css`
      ${control} {
        color: ${color.primaryText};
        font-weight: ${fontWeight.medium};
      }
    `}
  ${({ $selected }) =>
    $selected &&
    css`
      /* Body text on the subtle tint (AA for any school colour), marked by a brand-coloured bar. */
      ${control} {
        background: ${color.primarySubtle};
        font-weight: ${fontWeight.medium};
      }
      ${hovered} {
        background: ${color.primarySubtle};
      }
      ${marked} {
        content: '';
        position: absolute;
        left: 0;
        top: 8px;
        bottom: 8px;
        width: 3px;
        border-radius: 2px;
        background: ${color.primary};
      }
    `}
  ${({ $rail }) =>
    $rail &&
    css`
      ${control} {
        justify-content: center;
        padding: 0;
      }
    `}
`;

export const StyledNavIcon = styled.span`
  flex: none;
  display: inline-flex;
  font-size: ${fontSize.lg};
  color: inherit;
`;

export const StyledNavLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledNavChevron = styled.svg<{ $open: boolean }>`
  flex: none;
  width: 12px;
  height: 12px;
  color: ${color.textSecondary};
  transition: transform ${motion.fast};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
`;

/** Gives the rail's tooltip a box to anchor to around the row's control. */
export const StyledRailAnchor = styled.span`
  display: block;
`;
