import styled, { css, keyframes } from 'styled-components';
import {
  color,
  controlHeight,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from '../theme';

export type ModalLayout = 'desktop' | 'phone-center' | 'phone-sheet';

const fadeIn = keyframes`from { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(12px); }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;

export const StyledModalRoot = styled.div<{ $layout: ModalLayout }>`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  justify-content: center;
  align-items: ${({ $layout }) =>
    $layout === 'phone-sheet' ? 'flex-end' : $layout === 'phone-center' ? 'center' : 'flex-start'};
  padding: ${({ $layout }) => ($layout === 'desktop' ? `${space(25)} ${space(4)} ${space(6)}` : 0)};
  overflow-y: auto;
  ${media.phone} {
    padding-top: ${({ $layout }) => ($layout === 'desktop' ? space(10) : 0)};
  }
`;

export const StyledMask = styled.div`
  position: fixed;
  inset: 0;
  background: ${color.mask};
  animation: ${fadeIn} ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledDialog = styled.div<{ $layout: ModalLayout; $width: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: 100%;
  background: ${color.background};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  outline: none;
  animation: ${({ $layout }) => ($layout === 'phone-sheet' ? slideUp : riseIn)} ${motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  ${({ $layout, $width }) => {
    switch ($layout) {
      case 'desktop':
        return css`
          width: ${$width};
          border-radius: ${radius.lg};
        `;
      case 'phone-center':
        return css`
          width: min(${$width}, calc(100vw - ${space(8)}));
          max-height: calc(100vh - ${space(16)});
          border-radius: ${radius.lg};
        `;
      case 'phone-sheet':
        return css`
          width: 100%;
          max-height: 90vh;
          border-radius: ${radius.lg} ${radius.lg} 0 0;
          padding-bottom: env(safe-area-inset-bottom);
        `;
    }
  }}
`;

/** Room kept clear for the close button, which sits in the top-right corner. */
const closeRoom = { desktop: space(12), touch: space(13) };

export const StyledHeader = styled.div<{ $layout: ModalLayout; $closable: boolean }>`
  display: flex;
  align-items: flex-start;
  padding: ${space(4)} ${space(6)} ${space(2)};
  ${({ $layout, $closable }) => {
    if ($layout === 'desktop')
      return css`
        padding-right: ${$closable ? closeRoom.desktop : space(6)};
      `;
    // A centred title stays centred on the card: the same room is kept on both sides.
    const side = $closable ? closeRoom.touch : space(4);
    return css`
      padding: ${space(4)} ${side} ${space(2)} ${$layout === 'phone-center' ? side : space(4)};
    `;
  }}
`;

export const StyledTitle = styled.h2<{ $layout: ModalLayout }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  min-height: ${controlHeight.sm};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  ${({ $layout }) =>
    $layout === 'phone-center' &&
    css`
      justify-content: center;
      text-align: center;
    `}
`;

export const StyledCloseSlot = styled.div<{ $touch: boolean }>`
  position: absolute;
  top: ${({ $touch }) => ($touch ? space(1.5) : space(4))};
  right: ${({ $touch }) => ($touch ? space(1.5) : space(4))};
`;

/** Icon (22 px) plus its gap: body text of a status dialog lines up with the title text. */
const ICON_INDENT = `calc(${space(6)} + 22px + ${space(2)})`;

export const StyledBody = styled.div<{ $layout: ModalLayout; $indented: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${space(2)} ${space(6)} ${space(4)};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;
  ${({ $layout }) =>
    $layout !== 'desktop' &&
    css`
      padding: ${space(2)} ${space(4)} ${space(4)};
    `}
  ${({ $layout }) =>
    $layout === 'phone-center' &&
    css`
      text-align: center;
    `}
  ${({ $layout, $indented }) =>
    $layout === 'desktop' &&
    $indented &&
    css`
      padding-left: ${ICON_INDENT};
    `}
`;

export const StyledFooter = styled.div<{ $layout: ModalLayout }>`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(3)} ${space(6)} ${space(5)};
  ${({ $layout }) =>
    $layout !== 'desktop' &&
    css`
      padding: ${space(2)} ${space(4)} ${space(4)};
      & > * {
        flex: 1;
      }
    `}
`;
