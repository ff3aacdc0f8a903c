import type { Envelope } from '../../contract/envelope';
import { UNREAD_TOTAL_PATH } from '../../contract/im';
import { toUnreadCount } from '../../ui/ChatButton';
import { baseApi } from '../../app/api/baseApi';

/**
 * The unread chat count for the phone home. The shell polls the same call for its chat button
 * (app/shell/unreadApi.ts), which features may not import; both provide the 'UnreadCount' tag.
 */
export const unreadCountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    phoneHomeUnreadCount: build.query<number, string>({
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
