import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { UNREAD_TOTAL_PATH, type UnreadTotalResult } from '../../../contract/im';
import { mockUnreadCount } from './messages';

/** Instant messaging: the unread count is the mock inbox's (three unread until some are read). */
export const imHandlers = [
  http.post(UNREAD_TOTAL_PATH, () =>
    HttpResponse.json<Envelope<UnreadTotalResult>>({ code: 200, result: mockUnreadCount(), message: '成功' }),
  ),
];
