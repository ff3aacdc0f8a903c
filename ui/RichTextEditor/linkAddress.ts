/** The only addresses a link may point to: web pages and e-mail (the server's allowlist says the same). */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

export const linkAddressMessage = {
  required: '请输入链接地址',
  protocol: '只能链接以 http://、https:// 开头的网址或 mailto: 邮箱地址',
  format: '链接地址格式不正确，请输入如 https://www.example.com 的网址',
} as const;

export type LinkAddress = { href: string; error: null } | { href: null; error: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;

function parsed(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** True for an absolute http, https or mailto address (links pasted in and links typed in alike). */
export function isAllowedLinkHref(href: string): boolean {
  const url = parsed(href.trim());
  return url !== null && LINK_PROTOCOLS.includes(url.protocol);
}

/**
 * What the link dialog makes of what was typed: an address without a scheme becomes https:// (or
 * mailto: when it is an e-mail address); any other scheme (javascript:, data:, ftp:) is refused.
 */
export function normalizeLinkAddress(input: string): LinkAddress {
  const typed = input.trim();
  if (typed === '') return { href: null, error: linkAddressMessage.required };
  if (/\s/.test(typed)) return { href: null, error: linkAddressMessage.format };
  let candidate = typed;
  if (!SCHEME.test(typed) || /^[^:/]+\.[^:/]+:\d+/.test(typed))
    candidate = EMAIL.test(typed) ? `mailto:${typed}` : `https://${typed}`;
  const url = parsed(candidate);
  if (url === null) return { href: null, error: linkAddressMessage.format };
  if (!LINK_PROTOCOLS.includes(url.protocol)) return { href: null, error: linkAddressMessage.protocol };
  if (url.protocol === 'mailto:') {
    return EMAIL.test(decodeURIComponent(url.pathname))
      ? { href: candidate, error: null }
      : { href: null, error: linkAddressMessage.format };
  }
  // A host needs a dot (www.example.com) unless it is localhost: 'abc' alone is a typo, not a site.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost')
    return { href: null, error: linkAddressMessage.format };
  return { href: candidate, error: null };
}
