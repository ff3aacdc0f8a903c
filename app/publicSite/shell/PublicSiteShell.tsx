import { useMemo } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_SCHOOL_CODE } from '../../../contract/site';
import { useHomepageQuery } from '../../../features/homepage/homepageApi';
import { PublicSiteContext, publicSiteOf } from '../../../features/homepage/publicSite';
import { SiteFooter } from '../../../features/homepage/components/SiteFooter';
import { SiteHeader } from '../../../features/homepage/components/SiteHeader';
import { Empty } from '../../../ui/Empty';
import { PageLoading } from '../../../ui/PageLoading';
import { ThemeRoot } from '../../../ui/theme';
import { color } from '../../../ui/theme';
import { PageScrollRestoration } from '../../api/routeFrame';
import { siteApi } from '../../site/siteApi';

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
function useSiteCode(): string | null {
  const { xxdm } = useParams();
  const main = siteApi.useGetMainSchoolCodeQuery(undefined, { skip: xxdm !== undefined });
  if (xxdm !== undefined) return xxdm;
  if (main.isError) return DEFAULT_SCHOOL_CODE;
  return main.data ?? null;
}

function SiteFrame({ xxdm }: { xxdm: string }) {
  const site = useMemo(() => publicSiteOf(xxdm), [xxdm]);
  const { pathname } = useLocation();
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
          <Outlet />
          <SiteFooter template={data.wzmb} links={data.yqlj} />
        </StyledSite>
      </ThemeRoot>
    </PublicSiteContext.Provider>
  );
}

/** Every public page's frame: the site's colour, header and footer around the page. */
export function PublicSiteShell() {
  const xxdm = useSiteCode();
  return (
    <>
      <PageScrollRestoration />
      {xxdm === null ? <PageLoading /> : <SiteFrame xxdm={xxdm} />}
    </>
  );
}
