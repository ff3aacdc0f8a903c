import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, motion, radius, space } from '../theme';

export type ButtonVariant = 'primary' | 'default' | 'dashed' | 'text' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'phone';

type StyledButtonProps = {
  $variant: ButtonVariant;
  $danger: boolean;
  $size: ButtonSize;
  $block: boolean;
  $iconOnly: boolean;
  $loading: boolean;
};

const sizes: Record<ButtonSize, { height: string; paddingX: string; fontSize: string }> = {
  sm: { height: controlHeight.sm, paddingX: space(2), fontSize: fontSize.sm },
  md: { height: controlHeight.md, paddingX: space(4), fontSize: fontSize.md },
  lg: { height: controlHeight.lg, paddingX: space(5), fontSize: fontSize.lg },
  // Phone screens: 44 px touch targets and a larger type size.
  phone: { height: controlHeight.touch, paddingX: space(5), fontSize: fontSize.lg },
};

/** Colours for rest, hover and active, per variant; the danger modifier swaps in the danger roles. */
function variantColors({ $variant, $danger }: StyledButtonProps) {
  switch ($variant) {
    case 'primary':
      return $danger
        ? // The page background is white, which reads on the danger red at AA.
          css`
            background: ${color.danger};
            border-color: ${color.danger};
            color: ${color.background};
            &:hover {
              filter: brightness(1.1);
            }
            &:active {
              filter: brightness(0.9);
            }
          `
        : css`
            background: ${color.primary};
            border-color: ${color.primary};
            color: ${color.onPrimary};
            &:hover {
              background: ${color.primaryHover};
              border-color: ${color.primaryHover};
            }
            &:active {
              background: ${color.primaryActive};
              border-color: ${color.primaryActive};
            }
          `;
    case 'default':
    case 'dashed':
      return css`
        background: ${color.background};
        border-color: ${$danger ? color.danger : color.border};
        border-style: ${$variant === 'dashed' ? 'dashed' : 'solid'};
        color: ${$danger ? color.danger : color.text};
        &:hover {
          border-color: ${$danger ? color.danger : color.primaryText};
          color: ${$danger ? color.danger : color.primaryText};
          background: ${$danger ? color.dangerSubtle : color.background};
        }
        &:active {
          background: ${$danger ? color.dangerSubtle : color.primarySubtle};
        }
      `;
    case 'text':
      return css`
        background: transparent;
        border-color: transparent;
        color: ${$danger ? color.danger : color.text};
        &:hover {
          background: ${$danger ? color.dangerSubtle : color.backgroundMuted};
        }
        &:active {
          background: ${$danger ? color.dangerSubtle : color.disabled};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        border-color: transparent;
        color: ${$danger ? color.danger : color.primaryText};
        &:hover {
          text-decoration: underline;
          text-underline-offset: 3px;
        }
      `;
  }
}

const disabledColors = ({ $variant }: StyledButtonProps) =>
  $variant === 'text' || $variant === 'link'
    ? css`
        background: transparent;
        border-color: transparent;
        color: ${color.textDisabled};
      `
    : css`
        background: ${color.disabled};
        border-color: ${color.border};
        color: ${color.textDisabled};
      `;

export const StyledButton = styled.button<StyledButtonProps>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-width: ${({ $size }) => sizes[$size].height};
  height: ${({ $size }) => sizes[$size].height};
  padding: 0
    ${({ $size, $iconOnly, $variant }) => ($iconOnly || $variant === 'link' ? 0 : sizes[$size].paddingX)};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  font-size: ${({ $size }) => sizes[$size].fontSize};
  font-weight: ${fontWeight.normal};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  transition:
    background ${motion.fast},
    border-color ${motion.fast},
    color ${motion.fast};
  ${variantColors}

  /* A loading button keeps its colours and its focus; it only ignores clicks. */
  ${({ $loading }) =>
    $loading &&
    css`
      cursor: progress;
    `}

  &:disabled {
    cursor: not-allowed;
    filter: none;
    ${disabledColors}
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledButtonIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  font-size: 1.1em;
`;
