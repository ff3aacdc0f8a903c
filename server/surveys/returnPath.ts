/**
 * Where the questionnaire page sends the browser back to. The client hex-encodes the path (UTF-8 bytes
 * as hex); we decode it and allow only a same-origin path under the app's base, so the page can never
 * be used as an open redirect.
 */

const APP_BASE_PATH = '/dwpage/';
export const DEFAULT_RETURN_PATH = '/dwpage/dwsy';

const MAX_HEX_LENGTH = 4096;
const HEX_PATTERN = /^(?:[0-9a-f]{2})+$/i;
// Any origin will do: it only anchors relative resolution so a foreign origin can be detected.
const PROBE_ORIGIN = 'http://return-path.invalid';

/** The path itself when it is a safe same-origin path under /dwpage/, normalised; null otherwise. */
export function safeReturnPath(path: string): string | null {
  // Backslashes and control characters are read as '/' or dropped by browsers: refuse them outright.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(APP_BASE_PATH)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function decodeHexPath(hex: string): string | null {
  if (hex.length > MAX_HEX_LENGTH || !HEX_PATTERN.test(hex)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(hex, 'hex'));
  } catch {
    return null;
  }
}

/** The safe return path a hex value encodes, or null when it is malformed or leads elsewhere. */
export function decodeReturnPath(hex: string): string | null {
  const path = decodeHexPath(hex);
  return path === null ? null : safeReturnPath(path);
}

export function encodeHexPath(path: string): string {
  return Buffer.from(path, 'utf8').toString('hex');
}

/**
 * The router path of an app location, as questionnaire assignments name routes: without the /dwpage
 * base, query, hash and trailing slash ('/dwpage/zpxx/fbzpzw?id=1' -> '/zpxx/fbzpzw').
 */
export function routerPath(location: string): string {
  const pathname = location.split(/[?#]/, 1)[0] ?? '';
  const base = APP_BASE_PATH.slice(0, -1);
  const relative =
    pathname === base ? '/' : pathname.startsWith(APP_BASE_PATH) ? pathname.slice(base.length) : pathname;
  const withSlash = relative.startsWith('/') ? relative : `/${relative}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}
