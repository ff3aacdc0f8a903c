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
} from '../../../ui/Layout/PanelPage.styles';
import { StyledTopBar, StyledTopBarTitle } from '../../../ui/Layout/PhoneLayout.styles';
import { StyledHeaderBrandName, StyledHeaderBrandSuffix } from '../../../ui/Layout/Header.styles';

export type LoginFrameProps = {
  variant: 'desktop' | 'phone';
  /** The school site's name in the desktop bar. */
  siteName: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
};

/**
 * The login page's frame, the markup of the kit's PanelPage without a back button (what AuthPage
 * gives the login). Built from PanelPage's styled parts because PanelPage's module brings the phone
 * layout's tab bar and with it react-router, which the light login page must not load.
 */
export function LoginFrame({ variant, siteName, title, intro, children }: LoginFrameProps) {
  if (variant === 'phone')
    return (
      <StyledPhonePanelPage data-ui="panel-page" $centred={false}>
        <StyledTopBar data-ui="top-bar">
          <StyledTopBarTitle>{title}</StyledTopBarTitle>
        </StyledTopBar>
        <StyledPhonePanelMain>
          <StyledPanelPageIntro $variant="phone">{intro}</StyledPanelPageIntro>
          {children}
        </StyledPhonePanelMain>
      </StyledPhonePanelPage>
    );
  return (
    <StyledDesktopPanelPage data-ui="panel-page">
      <StyledPanelPageBar>
        <StyledHeaderBrandName>{siteName}</StyledHeaderBrandName>
        <StyledHeaderBrandSuffix>单位中心</StyledHeaderBrandSuffix>
      </StyledPanelPageBar>
      <StyledDesktopPanelMain>
        <StyledPanelPagePanel $width={440}>
          <StyledPanelPageTitle>{title}</StyledPanelPageTitle>
          <StyledPanelPageIntro $variant="desktop">{intro}</StyledPanelPageIntro>
          {children}
        </StyledPanelPagePanel>
      </StyledDesktopPanelMain>
    </StyledDesktopPanelPage>
  );
}
