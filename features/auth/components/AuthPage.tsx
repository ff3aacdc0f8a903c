import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TopBar } from '../../../ui/Layout';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone, selectSiteName } from '../../../app/api/site';
import {
  StyledDesktopMain,
  StyledDesktopPage,
  StyledIntro,
  StyledPanel,
  StyledPhoneIntro,
  StyledPhoneMain,
  StyledPhonePage,
  StyledSiteBar,
  StyledSiteSuffix,
  StyledTitle,
} from './AuthPage.styles';

export type AuthPageProps = {
  /** The page's h1: the route title. */
  title: string;
  /** One sentence under the title: what this page is for. */
  intro?: ReactNode;
  /** Desktop panel width in pixels. */
  width?: number;
  /** Phone only: a back button in the top bar (browser history by default). */
  onBack?: (() => void) | 'history' | null;
  /** The phone layout on every device (pages opened inside WeChat), centred on wide screens. */
  phoneOnly?: boolean;
  children: ReactNode;
};

/**
 * The frame of the pages a visitor sees before the employer shell: on desktop the site's bar and a
 * centred panel, on phones the top bar (its title is the h1) with the content below.
 */
export function AuthPage({
  title,
  intro,
  width = 440,
  onBack = 'history',
  phoneOnly = false,
  children,
}: AuthPageProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const siteName = useAppSelector(selectSiteName);
  const navigate = useNavigate();

  if (isPhone || phoneOnly) {
    const back = onBack === 'history' ? () => void navigate(-1) : (onBack ?? undefined);
    return (
      <StyledPhonePage data-ui="auth-page" $centred={phoneOnly && !isPhone}>
        <TopBar title={title} onBack={back} />
        <StyledPhoneMain>
          {intro && <StyledPhoneIntro>{intro}</StyledPhoneIntro>}
          {children}
        </StyledPhoneMain>
      </StyledPhonePage>
    );
  }
  return (
    <StyledDesktopPage data-ui="auth-page">
      <StyledSiteBar>
        {siteName}
        <StyledSiteSuffix>单位中心</StyledSiteSuffix>
      </StyledSiteBar>
      <StyledDesktopMain>
        <StyledPanel $width={width}>
          <StyledTitle>{title}</StyledTitle>
          {intro && <StyledIntro>{intro}</StyledIntro>}
          {children}
        </StyledPanel>
      </StyledDesktopMain>
    </StyledDesktopPage>
  );
}
