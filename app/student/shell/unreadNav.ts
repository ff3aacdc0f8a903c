/** The navigation item that carries the unread count. */
export const UNREAD_NAV_PAGE = 'messages';

/**
 * The desktop side navigation's label with the unread count, e.g. 消息（3）: the label itself says it,
 * so it is seen and heard alike (the side navigation's icons are decorative). 99+ above 99.
 */
export function navLabel(title: string, unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return title;
  return `${title}（${unread > 99 ? '99+' : String(Math.floor(unread))}）`;
}
