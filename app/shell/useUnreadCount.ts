import { skipToken } from '@reduxjs/toolkit/query';
import { UNREAD_POLL_INTERVAL_MS } from '../../contract/im';
import { useAppSelector } from '../api/hooks';
import { selectEmployerToken } from '../session/employerSessionSlice';
import { unreadApi } from './unreadApi';

/**
 * The employer's unread chat count: fetched on mount and every 10 seconds while a token exists.
 * Failures are silent: the last known count stays (0 before any answer).
 */
export function useUnreadCount(): number {
  const token = useAppSelector(selectEmployerToken);
  const { data } = unreadApi.useGetUnreadTotalQuery(token ?? skipToken, {
    pollingInterval: UNREAD_POLL_INTERVAL_MS,
  });
  return data ?? 0;
}
