import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';

export const UNKNOWN_DEVICE = '未知设备';
/** Longer user agents are cut before storing: the label needs only their start. */
export const USER_AGENT_MAX = 512;

const BROWSER_NAMES: Record<string, string> = { WeChat: '微信' };

/**
 * A person's reading of a user agent: system and browser with their major versions ("Windows 10 ·
 * Chrome 120", "iOS 17.1 · 微信 8"), parsed by bowser; '未知设备' when it names neither.
 */
export function deviceLabel(userAgent: string | null): string {
  if (userAgent === null || userAgent === '') return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : '';
  const major = browser.version?.split('.')[0] ?? '';
  const client = [browserName, browserName ? major : ''].filter(Boolean).join(' ');
  const label = [system, client].filter(Boolean).join(' · ');
  return label === '' ? UNKNOWN_DEVICE : label;
}

/**
 * An address as the session list shows it: the network, not the host (IPv4 without its last byte,
 * IPv6 past its /64), so a borrowed session shows where the account is used without pinpointing the
 * owner's machine.
 */
export function maskAddress(address: string | null): string {
  if (address === null || address === '') return '';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head === '' ? [] : head.split(':');
    return groups.length >= 4 ? `${groups.slice(0, 4).join(':')}:*` : `${groups.join(':')}::*`;
  }
  return '';
}
