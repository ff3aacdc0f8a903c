import { useId, useState } from 'react';
import type { Message } from '../../../contract/messages';
import { StatusBadge } from '../../../ui/Badge';
import { Link } from '../../../ui/Link';
import { messageLink, messageTime, type MessageLink } from '../messageRules';
import {
  StyledBody,
  StyledChevron,
  StyledLinkRow,
  StyledMessage,
  StyledMessageHeading,
  StyledMeta,
  StyledToggle,
} from './MessageItem.styles';

export type MessageItemProps = {
  message: Message;
  variant: 'desktop' | 'phone';
  /** The person opened the message (the centre marks an unread one read). */
  onOpen: (message: Message) => void;
  /** Where the message leads (the employer's pages unless given: the student's centre has its own). */
  linkOf?: (message: Message, isPhone: boolean) => MessageLink | null;
};

/**
 * One message: its title opens it (the whole body, the reason included, and the link to what it is
 * about); closed, the body shows its first two lines. An unread one has a bold title and says 未读.
 */
export function MessageItem({ message, variant, onOpen, linkOf = messageLink }: MessageItemProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const unread = message.sfyd === '0';
  const link = linkOf(message, variant === 'phone');
  const time = messageTime(message.fssj);

  return (
    <StyledMessage data-ui="message-item" $variant={variant}>
      <StyledMessageHeading>
        <StyledToggle
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          $unread={unread}
          onClick={() => {
            setOpen(!open);
            if (!open) onOpen(message);
          }}
        >
          <span>{message.bt}</span>
          <StyledChevron $open={open} aria-hidden="true" />
        </StyledToggle>
      </StyledMessageHeading>
      <StyledMeta>
        <StatusBadge tone={unread ? 'danger' : 'default'}>{unread ? '未读' : '已读'}</StatusBadge>
        <span>{`发送人：${message.fsr}`}</span>
        <time dateTime={time.dateTime}>{time.label}</time>
      </StyledMeta>
      <StyledBody id={bodyId} $open={open}>
        {message.nr}
        {open && link && (
          <StyledLinkRow>
            <Link to={link.to}>{link.label}</Link>
          </StyledLinkRow>
        )}
      </StyledBody>
    </StyledMessage>
  );
}
