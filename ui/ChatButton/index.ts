export { ChatButton, type ChatButtonProps } from './ChatButton';
export { unreadBadgeText, toUnreadCount, chatButtonLabel } from './unreadBadge';
