import { Icon } from '../Icon';
import { StyledChatButton, StyledUnreadBadge } from './ChatButton.styles';
import { chatButtonLabel, unreadBadgeText } from './unreadBadge';

export type ChatButtonProps = {
  /** The raw unread count; anything that is not a positive number shows no badge. */
  unread?: unknown;
  onClick: () => void;
};

/**
 * The floating instant-messaging button (desktop only: the shell hides it on phones, spec section 1).
 * Whether it shows and what a click opens is the app's call.
 */
export function ChatButton({ unread, onClick }: ChatButtonProps) {
  const badge = unreadBadgeText(unread);
  return (
    <StyledChatButton
      type="button"
      data-ui="chat-button"
      aria-label={chatButtonLabel(unread)}
      onClick={onClick}
    >
      <Icon name="message" size="20px" />
      <span>在线沟通</span>
      {badge !== null && (
        <StyledUnreadBadge data-ui="chat-button-badge" aria-hidden="true">
          {badge}
        </StyledUnreadBadge>
      )}
    </StyledChatButton>
  );
}
