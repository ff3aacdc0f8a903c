/** Spec section 1: the chat button shows when chat is on, the route does not hide it, and not on phones. */
export function isChatButtonVisible({
  openChat,
  routeHidesChat,
  isPhone,
}: {
  openChat: boolean;
  routeHidesChat: boolean;
  isPhone: boolean;
}): boolean {
  return openChat && !routeHidesChat && !isPhone;
}

export const CHAT_WINDOW_NAME = 'IM';
export const CHAT_WINDOW_FEATURES = 'width=1200,height=800';

export const LOGIN_REQUIRED_DIALOG = {
  title: '您尚未登录',
  content: '即时通讯功能需要登录后才可使用，请先登录',
  okText: '去登录',
} as const;

export type ChatClick = { type: 'open'; url: string } | { type: 'askLogin' };

/** With a token the chat opens at chatPath with the token as its ticket; without one, a login prompt. */
export function chatClick(token: string | null, chatPath: string): ChatClick {
  if (!token) return { type: 'askLogin' };
  const separator = chatPath.includes('?') ? '&' : '?';
  return { type: 'open', url: `${chatPath}${separator}ticket=${encodeURIComponent(token)}` };
}
