import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { DEFAULT_SCHOOL_CODE, sitePaths, type MainSchoolCode } from '../../../contract/site';
import { SiteFooter } from '../../../features/homepage/components/SiteFooter';
import { SiteHeader } from '../../../features/homepage/components/SiteHeader';
import { SitePhoneContext } from '../../../features/homepage/device';
import { useHomepageQuery } from '../../../features/homepage/homepageApi';
import { usePublicQuery } from '../../../features/homepage/publicQuery';
import { PublicSiteContext, publicSiteOf } from '../../../features/homepage/publicSite';
import { Empty } from '../../../ui/Empty';
import { PageLoading } from '../../../ui/PageLoading';
import { ThemeRoot } from '../../../ui/theme';
import { color } from '../../../ui/theme';
import { usePhoneDevice } from './usePhoneDevice';

const StyledSite = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${color.backgroundMuted};
  > main {
    flex: 1;
  }
`;

/** The site a page shows: named in the address, else (at /) the main site's (/pub/hqzzxxdm). */
function useSiteCode(xxdm: string | undefined): string | null {
  const main = usePublicQuery<MainSchoolCode>(
    xxdm === undefined ? { path: sitePaths.mainSchoolCode, method: 'POST' } : null,
  );
  if (xxdm !== undefined) return xxdm;
  if (main.isError) return DEFAULT_SCHOOL_CODE;
  return main.data ?? null;
}

/** A new page starts at its top, as a page load would (the first one keeps the browser's position). */
function useScrollToTopOnNavigation(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

function SiteFrame({ xxdm, children }: { xxdm: string; children: ReactNode }) {
  const site = useMemo(() => publicSiteOf(xxdm), [xxdm]);
  const [pathname] = useLocation();
  const { data, isLoading, isError } = useHomepageQuery(xxdm);
  if (isLoading) return <PageLoading />;
  if (isError || data === undefined)
    return (
      <main>
        <Empty description="该学校站点不存在或暂时无法访问" />
      </main>
    );
  return (
    <PublicSiteContext.Provider value={site}>
      <ThemeRoot wzzsd={data.wzmb.wzzsd}>
        <StyledSite>
          <SiteHeader template={data.wzmb} columns={data.xwlm} currentPath={pathname} />
          {children}
          <SiteFooter template={data.wzmb} links={data.yqlj} />
        </StyledSite>
      </ThemeRoot>
    </PublicSiteContext.Provider>
  );
}

/** Every public page's frame: the site's colour, header and footer around the page, and the device. */
export function PublicSiteShell({
  xxdm,
  renderedPhone,
  children,
}: {
  xxdm: string | undefined;
  /** Whether the server rendered the phone layout (the first render on the client says the same). */
  renderedPhone: boolean;
  children: ReactNode;
}) {
  const code = useSiteCode(xxdm);
  const [pathname] = useLocation();
  useScrollToTopOnNavigation(pathname);
  const detectedPhone = usePhoneDevice(renderedPhone);
  const givenPhone = useContext(SitePhoneContext);
  return (
    <SitePhoneContext.Provider value={givenPhone ?? detectedPhone}>
      {code === null ? <PageLoading /> : <SiteFrame xxdm={code}>{children}</SiteFrame>}
    </SitePhoneContext.Provider>
  );
}
