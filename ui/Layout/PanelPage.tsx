import type { ReactNode } from 'react';
import {
  StyledDesktopPanelMain,
  StyledDesktopPanelPage,
  StyledPanelPageBar,
  StyledPanelPageIntro,
  StyledPanelPagePanel,
  StyledPanelPageTitle,
  StyledPhonePanelMain,
  StyledPhonePanelPage,
} from './PanelPage.styles';
import { TopBar } from './PhoneLayout';

export type PanelPageProps = {
  /** Desktop: the site's bar with a centred panel; phone: the top bar with the content below. */
  variant?: 'desktop' | 'phone';
  /** What the desktop bar shows, usually a HeaderBrand. */
  brand: ReactNode;
  /** The page's h1 (in the panel, or the phone's top bar). */
  title: string;
  /** One sentence under the title: what the page is for. */
  intro?: ReactNode;
  /** Desktop panel width in pixels. */
  width?: number;
  /** Phone: a back button in the top bar. */
  onBack?: () => void;
  /** Phone: the page keeps a phone's width, centred, on a wide screen. */
  centred?: boolean;
  children: ReactNode;
};

/** A page standing on its own before any shell (a login, a registration): one panel of content. */
export function PanelPage({
  variant = 'desktop',
  brand,
  title,
  intro,
  width = 440,
  onBack,
  centred = false,
  children,
}: PanelPageProps) {
  if (variant === 'phone')
    return (
      <StyledPhonePanelPage data-ui="panel-page" $centred={centred}>
        <TopBar title={title} onBack={onBack} />
        <StyledPhonePanelMain>
          {intro && <StyledPanelPageIntro $variant="phone">{intro}</StyledPanelPageIntro>}
          {children}
        </StyledPhonePanelMain>
      </StyledPhonePanelPage>
    );
  return (
    <StyledDesktopPanelPage data-ui="panel-page">
      <StyledPanelPageBar>{brand}</StyledPanelPageBar>
      <StyledDesktopPanelMain>
        <StyledPanelPagePanel $width={width}>
          <StyledPanelPageTitle>{title}</StyledPanelPageTitle>
          {intro && <StyledPanelPageIntro $variant="desktop">{intro}</StyledPanelPageIntro>}
          {children}
        </StyledPanelPagePanel>
      </StyledDesktopPanelMain>
    </StyledDesktopPanelPage>
  );
}
