// The message centre (zhgl/xxzx): what the platform and the school tell an employer's users. Every
// transition of the review workflow that concerns an employer becomes a message with the reason and a
// link to the object. The unread count (contract/im.ts) counts these messages too.

import type { Page } from './paging';
import type { ReviewObjectType } from './workflow';

export const messagePaths = {
  list: '/com/xxzx/list',
  read: '/com/xxzx/read',
  readAll: '/com/xxzx/readAll',
} as const;

/**
 * The student's message centre: the same list (GET, answers MessageListResult), read ({ ids }) and
 * readAll calls for the session's student, and GET unread: the number of unread messages.
 */
export const studentMessagePaths = {
  list: '/stu/grzx/xx/list',
  read: '/stu/grzx/xx/read',
  readAll: '/stu/grzx/xx/readAll',
  unread: '/stu/grzx/xx/unread',
} as const;

/** GET /com/xxzx/list: newest first; sfyd '0' for unread only. */
export type MessageListQuery = { page?: number; size?: number; sfyd?: '0' | '1' };

export type Message = {
  id: string;
  /** 标题, 内容 (with the reviewer's reason when there is one), 发送人. */
  bt: string;
  nr: string;
  fsr: string;
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  fssj: string;
  /** '1' read, '0' unread. */
  sfyd: '0' | '1';
  /** The object it is about, when any ('' otherwise): the client links to its page. */
  dxlx: ReviewObjectType | '';
  dxid: string;
};

/** The list also answers how many of the user's messages are unread. */
export type MessageListResult = Page<Message> & { unread: number };

/** POST /com/xxzx/read { ids }: marks those (the user's own) read; answers how many changed. */
export type MarkReadRequest = { ids: string[] };
/** POST /com/xxzx/readAll: marks every message of the user read; answers how many changed. */
export type MarkReadResult = number;
