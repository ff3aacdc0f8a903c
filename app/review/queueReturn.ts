import { useLocation } from 'react-router-dom';

/**
 * An item opened from a review queue remembers the queue's address with its filters (tab, keyword,
 * page), so its back link returns to the same list; opened directly, it returns to the plain queue.
 */
type QueueReturn = { queueSearch?: string };

/** The router state of links from a queue to its items. */
export function useQueueLinkState(): QueueReturn {
  return { queueSearch: useLocation().search };
}

/** The queue an item was opened from, at `queuePath`, with the filters it had. */
export function useQueuePath(queuePath: string): string {
  const state = useLocation().state as QueueReturn | null;
  return `${queuePath}${state?.queueSearch ?? ''}`;
}
