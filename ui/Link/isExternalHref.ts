/**
 * Whether a link leaves the app for another site: an http(s) URL on a different origin.
 * Relative paths, same-origin URLs and other schemes (mailto:, tel:) stay in place.
 */
export function isExternalHref(href: string, currentOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, currentOrigin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== currentOrigin;
}
