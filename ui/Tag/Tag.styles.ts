import styled, { css } from 'styled-components';
import { color, fontSize, radius, space } from '../theme';

export type TagTone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/**
 * Text, background and border roles per tone; every text role reads at AA on its background.
 * Primary sits on white: primaryText is only guaranteed 4.5:1 against white, not against primarySubtle.
 */
const tones: Record<TagTone, { text: string; background: string; border: string }> = {
  default: { text: color.textSecondary, background: color.backgroundMuted, border: color.borderStrong },
  primary: { text: color.primaryText, background: color.background, border: color.primary },
  success: { text: color.success, background: color.successSubtle, border: color.success },
  warning: { text: color.warning, background: color.warningSubtle, border: color.warning },
  danger: { text: color.danger, background: color.dangerSubtle, border: color.danger },
  info: { text: color.info, background: color.infoSubtle, border: color.info },
};

export const StyledTag = styled.span<{ $tone: TagTone; $size: 'md' | 'phone' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 100%;
  padding: 0 ${space(2)};
  border: 1px solid;
  border-radius: ${radius.md};
  font-size: ${fontSize.xs};
  line-height: 20px;
  white-space: nowrap;
  vertical-align: middle;
  ${({ $tone }) => css`
    color: ${tones[$tone].text};
    background: ${tones[$tone].background};
    /* The strong tone colour as a full border is heavy; mix it toward the subtle background. */
    border-color: color-mix(in srgb, ${tones[$tone].border} 35%, ${tones[$tone].background});
  `}
  ${({ $size }) =>
    $size === 'phone' &&
    css`
      font-size: ${fontSize.sm};
      line-height: 24px;
    `}
`;

export const StyledTagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const StyledTagClose = styled.button<{ $size: 'md' | 'phone' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-right: -${space(1)};
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
  ${({ $size }) =>
    $size === 'phone' &&
    css`
      /* A 44 px hit area around the small glyph without growing the tag. */
      position: relative;
      &::after {
        content: '';
        position: absolute;
        inset: -14px;
      }
    `}
`;
