import { skipToken } from '@reduxjs/toolkit/query';
import type { Envelope } from '../../contract/envelope';
import { UNREAD_POLL_INTERVAL_MS, UNREAD_TOTAL_PATH } from '../../contract/im';
import { toUnreadCount } from '../../ui/ChatButton/unreadBadge';
import { selectEmployerToken } from '../session/employerSessionSlice';
import { baseApi } from './baseApi';
import { useAppSelector } from './hooks';

const unreadApi = baseApi.injectEndpoints({
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

/**
 * The employer's unread chat count, for the shell's header and chat button and the phone home: fetched
 * on mount and every 10 seconds while a token exists. A hidden tab does not poll (an HR desk keeps the
 * app open all day; nobody sees the count meanwhile) and asks at once when it shows again. Failures are
 * silent: the last known count stays (0 before any answer).
 */
export function useUnreadCount(): number {
  const token = useAppSelector(selectEmployerToken);
  const { data } = unreadApi.useGetUnreadTotalQuery(token ?? skipToken, {
    pollingInterval: UNREAD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return data ?? 0;
}
