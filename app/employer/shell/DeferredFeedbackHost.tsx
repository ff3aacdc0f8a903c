import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router-dom';
import { useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { loadChunk } from '../../api/chunkLoad';
import { isFeedbackHostWanted, subscribeFeedbackHostDemand } from './feedbackHostDemand';

const FeedbackHost = lazy(() =>
  loadChunk('FeedbackHost', () => import('../../../ui/Feedback')).then((module) => ({
    default: module.FeedbackHost,
  })),
);

/**
 * Mounts ui's FeedbackHost (what modal.*, message.* and notice.* show) once the first screen is up,
 * or earlier when the guard asks. Anything opened before it loads waits in ui's stores and shows then.
 */
export function DeferredFeedbackHost({ router }: { router: DataRouter }) {
  const isPhone = useAppSelector(selectIsPhone);
  const firstScreenShown = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.initialized,
  );
  const wanted = useSyncExternalStore(subscribeFeedbackHostDemand, isFeedbackHostWanted);
  if (!firstScreenShown && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost variant={isPhone ? 'phone' : 'desktop'} />
    </Suspense>
  );
}
