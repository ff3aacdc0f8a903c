import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { loadChunk } from '../../api/chunkLoad';
import { selectOpenChat } from '../../site/siteSlice';
import { isChatButtonVisible } from './chatRules';

const ChatLauncherButton = lazy(() => loadChunk('ChatLauncherButton', () => import('./ChatLauncherButton')));

/** The floating chat button, where the rules let it show; only then is the unread count polled. */
export function ChatButtonHost({ routeHidesChat }: { routeHidesChat: boolean }) {
  const openChat = useAppSelector(selectOpenChat);
  const isPhone = useAppSelector(selectIsPhone);
  if (!isChatButtonVisible({ openChat, routeHidesChat, isPhone })) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncherButton />
    </Suspense>
  );
}
