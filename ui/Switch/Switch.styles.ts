import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, motion, radius, shadow, space } from '../theme';

export type SwitchSize = 'sm' | 'md';

const track = {
  sm: { height: 16, handle: 12, minWidth: 28 },
  md: { height: 22, handle: 18, minWidth: 44 },
  phone: { height: 28, handle: 24, minWidth: 52 },
} as const;

type SwitchStyleProps = { $checked: boolean; $size: SwitchSize; $variant: 'desktop' | 'phone' };

const metrics = ({ $size, $variant }: SwitchStyleProps) => track[$variant === 'phone' ? 'phone' : $size];

/** The row a switch sits in: it is centred in a field row of the other controls' height. */
const rowHeight = ({ $variant }: SwitchStyleProps) => ($variant === 'phone' ? 44 : 32);

export const StyledSwitch = styled.button<SwitchStyleProps>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-self: flex-start;
  align-items: center;
  margin: ${(props) => (rowHeight(props) - metrics(props).height) / 2}px 0;
  min-width: ${(props) => metrics(props).minWidth}px;
  height: ${(props) => metrics(props).height}px;
  margin: 0;
  padding: 0 ${space(1.5)};
  padding-left: ${(props) => (props.$checked ? space(1.5) : `${metrics(props).height}px`)};
  padding-right: ${(props) => (props.$checked ? `${metrics(props).height}px` : space(1.5))};
  color: ${color.onPrimary};
  font-size: ${fontSize.xs};
  vertical-align: middle;
  /* Off uses the secondary text colour: dark enough for the 开/关 text on it and for the track edge. */
  background: ${({ $checked }) => ($checked ? color.primary : color.textSecondary)};
  border: 0;
  border-radius: ${radius.round};
  cursor: pointer;
  transition: background ${motion.normal};

  &:hover:not(:disabled) {
    background: ${({ $checked }) => ($checked ? color.primaryHover : color.text)};
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  ${({ $variant }) =>
    $variant === 'phone' &&
    css`
      /* A 44 px touch target around the smaller track. */
      &::after {
        position: absolute;
        inset: calc((${controlHeight.touch} - 100%) / -2) 0;
        content: '';
      }
    `}
`;

export const StyledSwitchHandle = styled.span<SwitchStyleProps>`
  position: absolute;
  top: ${(props) => (metrics(props).height - metrics(props).handle) / 2}px;
  left: ${(props) =>
    props.$checked
      ? `calc(100% - ${metrics(props).handle + (metrics(props).height - metrics(props).handle) / 2}px)`
      : `${(metrics(props).height - metrics(props).handle) / 2}px`};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(props) => metrics(props).handle}px;
  height: ${(props) => metrics(props).handle}px;
  color: ${color.primaryText};
  font-size: ${(props) => metrics(props).handle - 6}px;
  background: ${color.background};
  border-radius: ${radius.round};
  box-shadow: ${shadow.sm};
  transition: left ${motion.normal};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledSwitchText = styled.span`
  white-space: nowrap;
`;
