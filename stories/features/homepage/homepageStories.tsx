import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PublicSiteApp } from '../../../app/publicSite/PublicSiteApp';
import type { ChunkLoader } from '../../../app/publicSite/routes/publicPages';
import { SitePhoneContext } from '../../../features/homepage/device';
import { PublicQueryCache, PublicQueryContext } from '../../../features/homepage/publicQuery';
import { PublicSiteContext, publicSiteOf } from '../../../features/homepage/publicSite';
import { MOCK_SITE } from '../../mocks/handlers/homepage';
import { phoneGlobals } from '../support';

/** The demo site every homepage story shows (stories/mocks/handlers/homepage.ts). */
export const SITE = publicSiteOf(MOCK_SITE.xxdm);

/** A block of the homepage as the site's shell gives it: under the site's addresses, its own answers. */
export function InSite({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new PublicQueryCache());
  const [location] = useState(() => memoryLocation({ path: SITE.base }));
  return (
    <PublicQueryContext.Provider value={cache}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PublicSiteContext.Provider value={SITE}>{children}</PublicSiteContext.Provider>
      </Router>
    </PublicQueryContext.Provider>
  );
}

const storyLoader: ChunkLoader = (_chunk, load) => load();

/**
 * The public site (its real pages, shell and lazy screens) at one address, with answers of its own;
 * stories using it set `router: false`.
 */
export function SiteAt({ path }: { path: string }) {
  const [cache] = useState(() => new PublicQueryCache());
  const [location] = useState(() => memoryLocation({ path }));
  return <PublicSiteApp cache={cache} loader={storyLoader} location={location} />;
}

const onPhone: Decorator = (Story) => (
  <SitePhoneContext.Provider value>
    <Story />
  </SitePhoneContext.Provider>
);

/** On a phone: the 390 px viewport, and the site laid out for a phone. */
export const phoneSite = { globals: phoneGlobals, decorators: [onPhone] };

/** Lazy screens and mocked calls on two shared cores: generous, but bounded. */
export const slow = { timeout: 8000 };
