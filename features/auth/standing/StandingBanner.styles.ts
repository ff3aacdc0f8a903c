import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../../ui/theme';

export type BannerTone = 'info' | 'danger' | 'warning';

const tones: Record<BannerTone, ReturnType<typeof css>> = {
  info: css`
    border-color: ${color.info};
    background: ${color.infoSubtle};
    & h2 > svg {
      color: ${color.info};
    }
  `,
  danger: css`
    border-color: ${color.danger};
    background: ${color.dangerSubtle};
    & h2 > svg {
      color: ${color.danger};
    }
  `,
  warning: css`
    border-color: ${color.warning};
    background: ${color.warningSubtle};
    & h2 > svg {
      color: ${color.warning};
    }
  `,
};

/** The state's icon sits in the title row, so the text below uses the whole width (phones). */
export const StyledBanner = styled.section<{ $tone: BannerTone; $variant: 'desktop' | 'phone' }>`
  padding: ${({ $variant }) => ($variant === 'phone' ? space(4) : `${space(4)} ${space(5)}`)};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${radius.lg};
  color: ${color.text};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  ${({ $tone }) => tones[$tone]}
`;

export const StyledBannerBody = styled.div`
  display: grid;
  gap: ${space(2)};
  min-width: 0;
`;

export const StyledBannerTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
`;

export const StyledBannerText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const StyledReason = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.md};
  background: ${color.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const StyledBannerMeta = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export const StyledBannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
