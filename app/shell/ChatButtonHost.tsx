import { ChatButton } from '../../ui/ChatButton';
import { useAppSelector } from '../api/hooks';
import { selectIsPhone } from '../device/deviceSlice';
import { selectOpenChat } from '../site/siteSlice';
import { isChatButtonVisible } from './chatRules';
import { useChatLauncher } from './useChatLauncher';
import { useUnreadCount } from './useUnreadCount';

function VisibleChatButton() {
  const unread = useUnreadCount();
  const launch = useChatLauncher();
  return <ChatButton unread={unread} onClick={launch} />;
}

/** The floating chat button, where the rules let it show; only then is the unread count polled. */
export function ChatButtonHost({ routeHidesChat }: { routeHidesChat: boolean }) {
  const openChat = useAppSelector(selectOpenChat);
  const isPhone = useAppSelector(selectIsPhone);
  return isChatButtonVisible({ openChat, routeHidesChat, isPhone }) ? <VisibleChatButton /> : null;
}
