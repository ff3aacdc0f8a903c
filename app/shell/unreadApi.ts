import type { Envelope } from '../../contract/envelope';
import { UNREAD_TOTAL_PATH } from '../../contract/im';
import { toUnreadCount } from '../../ui/ChatButton/unreadBadge';
import { baseApi } from '../api/baseApi';

export const unreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The unread chat count for a token; a non-numeric result is 0. Code 42 here never ends the session. */
    getUnreadTotal: build.query<number, string>({
      query: (token) => ({
        url: UNREAD_TOTAL_PATH,
        method: 'POST',
        body: { code: token },
        bodyFormat: 'urlencoded',
        ignoreSessionExpiry: true,
      }),
      transformResponse: (envelope: Envelope<unknown>) => toUnreadCount(envelope.result),
      providesTags: ['UnreadCount'],
    }),
  }),
});
