export const MAX_SHOWN_UNREAD = 99;

/** A usable unread count from whatever the server sent: numbers and digit strings; anything else is 0. */
export function toUnreadCount(count: unknown): number {
  const value =
    typeof count === 'number'
      ? count
      : typeof count === 'string' && /^\s*\d+\s*$/.test(count)
        ? Number(count)
        : 0;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The badge's text: null (no badge) for nothing unread, '99+' beyond 99. */
export function unreadBadgeText(count: unknown): string | null {
  const unread = toUnreadCount(count);
  if (unread === 0) return null;
  return unread > MAX_SHOWN_UNREAD ? `${MAX_SHOWN_UNREAD}+` : String(unread);
}

/** The button's accessible name, which carries the count the badge shows: 在线沟通，3条未读. */
export function chatButtonLabel(count: unknown): string {
  const badge = unreadBadgeText(count);
  return badge === null ? '在线沟通' : `在线沟通，${badge}条未读`;
}
