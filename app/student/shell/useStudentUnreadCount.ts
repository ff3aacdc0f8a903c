import { UNREAD_POLL_INTERVAL_MS } from '../../../contract/im';
import { studentMessagesApi } from '../../../features/messages/student/studentMessagesApi';

/**
 * The student's unread messages, for the 消息 navigation item: fetched on mount and every 10 seconds,
 * like the employer's count. A hidden tab does not poll and asks at once when it shows again; failures
 * are silent (the last known count stays, 0 before any answer).
 */
export function useStudentUnreadCount(): number {
  const { data } = studentMessagesApi.useStudentUnreadCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return data ?? 0;
}
