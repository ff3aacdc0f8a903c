import type { Message, MessageListQuery, MessageListResult } from '../../contract/messages';

/**
 * The rules of the message centre, free of React: which messages a filter asks for, where a message
 * leads, how reading changes a page already shown, and which page to show once a page empties.
 */

export type MessageFilter = 'all' | 'unread';

export const MESSAGE_FILTER_LABELS: Readonly<Record<MessageFilter, string>> = {
  all: '全部',
  unread: '未读',
};

export const MESSAGE_PAGE_SIZE = 10;

/** The list call of a filter and page: the unread filter asks the server for sfyd '0' only. */
export function messageListQuery(filter: MessageFilter, page: number): MessageListQuery {
  return filter === 'unread'
    ? { page, size: MESSAGE_PAGE_SIZE, sfyd: '0' }
    : { page, size: MESSAGE_PAGE_SIZE };
}

export const EMPTY_TEXTS: Readonly<Record<MessageFilter, string>> = {
  all: '暂无消息',
  unread: '没有未读消息',
};

export type MessageLink = { to: string; label: string };

/**
 * The page of the object a message is about: positions and announcements open their detail from
 * ?id= on their management page; the employer's own registration is shown on the home (the phone's
 * home on phones), where the standing banner says what to do. A message about nothing, or about an
 * object this version has no page for, has no link.
 */
export function messageLink(message: Pick<Message, 'dxlx' | 'dxid'>, isPhone: boolean): MessageLink | null {
  const id = encodeURIComponent(message.dxid);
  switch (message.dxlx) {
    case 'position':
      return message.dxid === '' ? null : { to: `/zpxx/zpzwgl?id=${id}`, label: '查看职位' };
    case 'announcement':
      return message.dxid === '' ? null : { to: `/zpxx/zpgggl?id=${id}`, label: '查看公告' };
    case 'employer':
      return { to: isPhone ? '/dwmobileHome' : '/dwsy', label: '查看审核状态' };
    case 'profileChange':
      return { to: '/zhgl/dwxxwh', label: '查看单位信息' };
    default:
      return null;
  }
}

/** 'YYYY-MM-DD HH:mm:ss' China time as shown (to the minute) and as a machine-readable dateTime. */
export function messageTime(sent: string): { label: string; dateTime: string | undefined } {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/.exec(sent);
  if (!match) return { label: sent, dateTime: undefined };
  const [, date = '', minutes = '', seconds = ':00'] = match;
  return { label: `${date} ${minutes}`, dateTime: `${date}T${minutes}${seconds}+08:00` };
}

/**
 * A page already shown, after the person read `ids`: those messages show as read, and the unread
 * total drops by how many of them were unread as far as any shown page knew (`newlyRead`). A read
 * message stays where it is, even under 未读, so it does not vanish while being read.
 */
export function withMessagesRead(
  page: MessageListResult,
  ids: ReadonlySet<string>,
  newlyRead: number,
): MessageListResult {
  return {
    ...page,
    unread: Math.max(0, page.unread - newlyRead),
    records: page.records.map((message) =>
      ids.has(message.id) && message.sfyd === '0' ? { ...message, sfyd: '1' } : message,
    ),
  };
}

/** The ids among `ids` that some shown page holds as unread. */
export function knownUnread(pages: readonly MessageListResult[], ids: readonly string[]): Set<string> {
  const wanted = new Set(ids);
  const unread = new Set<string>();
  for (const page of pages)
    for (const message of page.records)
      if (wanted.has(message.id) && message.sfyd === '0') unread.add(message.id);
  return unread;
}

/**
 * The page to show when the total changes (everything read under 未读, messages gone): the last page
 * that still has messages, or 1.
 */
export function pageWithin(page: number, total: number, size = MESSAGE_PAGE_SIZE): number {
  const last = Math.max(1, Math.ceil(total / size));
  return Math.min(Math.max(1, page), last);
}
