import { createContext, useContext } from 'react';
import { FILE_PREVIEW_FILE_PATH } from '../../contract/files';
import { publicSiteBase, publicSitePages, type PublicSitePage } from '../../contract/homepage';
import { DEFAULT_SCHOOL_CODE } from '../../contract/site';

/** The site a public page shows: its school code and the base of its addresses. */
export type PublicSite = { xxdm: string; base: string };

export const publicSiteOf = (xxdm: string): PublicSite => ({ xxdm, base: publicSiteBase(xxdm) });

/** Given by the public site's shell (app/publicSite) to every block and page under it. */
export const PublicSiteContext = createContext<PublicSite>(publicSiteOf(DEFAULT_SCHOOL_CODE));

export const usePublicSite = (): PublicSite => useContext(PublicSiteContext);

/** A page's address on the site: its list, or an item's detail with the id. */
export function sitePageHref(site: PublicSite, page: PublicSitePage, id?: string): string {
  const path = `${site.base}${publicSitePages[page]}`;
  return id === undefined ? path : `${path}/${encodeURIComponent(id)}`;
}

/** Where an image of the content shows from: an upload through previewFile, a build image as it is. */
export function contentImageSrc(path: string): string {
  return path.startsWith('/') ? path : `${FILE_PREVIEW_FILE_PATH}?path=${encodeURIComponent(path)}`;
}

/** The entrances the header offers, at the site's school. */
export function entranceHrefs(xxdm: string) {
  const code = encodeURIComponent(xxdm);
  return {
    employerLogin: `/dwpage/login/${code}/0`,
    employerRegister: `/dwpage/dwzc/${code}`,
    studentLogin: `/sc/login?xxdm=${code}`,
  };
}

/** Whether an address leaves the site's pages (another surface or another host): a plain link then. */
export const isExternalHref = (href: string): boolean => !href.startsWith('/site/') && href !== '/';
