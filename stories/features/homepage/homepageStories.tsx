import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPublicSiteRouter } from '../../../app/publicSite/routes/createPublicSiteRouter';
import { PublicSiteContext, publicSiteOf } from '../../../features/homepage/publicSite';
import { MOCK_SITE } from '../../mocks/handlers/homepage';
import { phoneGlobals } from '../support';

/** The demo site every homepage story shows (stories/mocks/handlers/homepage.ts). */
export const SITE = publicSiteOf(MOCK_SITE.xxdm);

/** A block of the homepage as the site's shell gives it: under the site's addresses. */
export function InSite({ children }: { children: ReactNode }) {
  return <PublicSiteContext.Provider value={SITE}>{children}</PublicSiteContext.Provider>;
}

/**
 * The public site (its real routes, shell and lazy screens) at one address; stories using it set
 * `router: false`.
 */
export function SiteAt({ path }: { path: string }) {
  const [router] = useState(() => createPublicSiteRouter([path]));
  return <RouterProvider router={router} />;
}

/** On a phone: the 390 px viewport and the store's device. */
export const phoneSite = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: { device: { isPhone: true } } } },
};

/** Lazy screens and mocked calls on two shared cores: generous, but bounded. */
export const slow = { timeout: 8000 };
