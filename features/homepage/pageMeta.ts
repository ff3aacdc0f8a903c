import { createContext, useContext, useEffect } from 'react';
import { useHomepageQuery } from './homepageApi';
import { usePublicSite } from './publicSite';

export type PageMeta = { title: string; description: string; siteName: string; canonicalPath: string };

/** The tab title: the page, then the site (the homepage: the site alone). */
export const documentTitleOf = ({ title, siteName }: Pick<PageMeta, 'title' | 'siteName'>): string =>
  title === '' || title === siteName ? siteName : `${title} - ${siteName}`;

/** A description search engines show: the text cut at 120 characters. */
export function descriptionOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}

function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Given only by the server's renderer (app/publicSite/server.tsx): effects do not run there, so the
 * page's meta is handed over during render for the head of the HTML it sends.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Title, description and canonical address of a public page (schools want their notices found): the
 * canonical address is the site's own (/site/<xxdm>/…), also for the main site's homepage at /.
 */
export function usePageMeta({ title, description, siteName, canonicalPath }: PageMeta): void {
  useContext(PageMetaRecorder)?.({ title, description, siteName, canonicalPath });
  useEffect(() => {
    document.title = documentTitleOf({ title, siteName });
    const meta = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.setAttribute('name', 'description');
      return element;
    });
    meta.setAttribute('content', descriptionOf(description || siteName));
    const link = headElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.setAttribute('rel', 'canonical');
      return element;
    });
    link.setAttribute('href', new URL(canonicalPath, window.location.origin).href);
  }, [title, description, siteName, canonicalPath]);
}

/** usePageMeta with the site's name; the canonical address defaults to the page's own under its site. */
export function useSitePageMeta(title: string, description: string, canonicalPath: string): void {
  const site = usePublicSite();
  const { data } = useHomepageQuery(site.xxdm);
  usePageMeta({ title, description, siteName: data?.wzmb.wzmc ?? '', canonicalPath });
}
