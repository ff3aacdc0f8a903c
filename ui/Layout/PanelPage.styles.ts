import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, shadow, space } from '../theme';

export const StyledDesktopPanelPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${color.backgroundMuted};
  color: ${color.text};
`;

/** The site's bar in the school colour over the page. */
export const StyledPanelPageBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 56px;
  padding: 0 ${space(8)};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

export const StyledDesktopPanelMain = styled.main`
  flex: 1 1 auto;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${space(12)} ${space(4)};
`;

export const StyledPanelPagePanel = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => `${$width}px`};
  padding: ${space(8)} ${space(10)};
  border-radius: ${radius.lg};
  background: ${color.background};
  box-shadow: ${shadow.md};
`;

export const StyledPanelPageTitle = styled.h1`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

export const StyledPanelPageIntro = styled.p<{ $variant: 'desktop' | 'phone' }>`
  margin: 0 0 ${({ $variant }) => ($variant === 'phone' ? space(4) : space(6))};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  color: ${color.textSecondary};
`;

export const StyledPhonePanelPage = styled.div<{ $centred: boolean }>`
  display: flex;
  max-width: ${({ $centred }) => ($centred ? '480px' : 'none')};
  margin: 0 auto;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${color.background};
  color: ${color.text};
`;

export const StyledPhonePanelMain = styled.main`
  flex: 1 1 auto;
  padding: ${space(4)} ${space(4)} ${space(8)};
`;
