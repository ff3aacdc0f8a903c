import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { UNREAD_TOTAL_PATH, type UnreadTotalResult } from '../../../contract/im';

/** Instant messaging: three unread messages. */
export const imHandlers = [
  http.post(UNREAD_TOTAL_PATH, () =>
    HttpResponse.json<Envelope<UnreadTotalResult>>({ code: 200, result: 3, message: '成功' }),
  ),
];
