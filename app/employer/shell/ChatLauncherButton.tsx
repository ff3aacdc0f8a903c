import { ChatButton } from '../../../ui/ChatButton';
import { useChatLauncher } from './useChatLauncher';
import { useUnreadCount } from '../../api/unreadCount';

/** The chat button with the unread count, polled while it is shown. */
export default function ChatLauncherButton() {
  const unread = useUnreadCount();
  const launch = useChatLauncher();
  return <ChatButton unread={unread} onClick={launch} />;
}
