import { useId } from 'react';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { MessageBoard, type MessageSource } from '../components/MessageBoard';
import { messagesApi } from '../messagesApi';
import { StyledPage, StyledTitle } from './MessageCentreScreen.styles';

const EMPLOYER_MESSAGES: MessageSource = {
  useList: messagesApi.useListMessagesQuery,
  useMarkRead: messagesApi.useMarkMessagesReadMutation,
  useMarkAllRead: messagesApi.useMarkAllMessagesReadMutation,
};

/**
 * Route xxzx (zhgl/xxzx), the message centre: what the school and the platform told the employer
 * (every review decision with its reason and a link to the object). 全部 / 未读, server pages, opening
 * a message marks it read, 全部标为已读. On phones the top bar is the page heading.
 */
export default function MessageCentreScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const titleId = useId();

  return (
    <StyledPage
      $variant={isPhone ? 'phone' : 'desktop'}
      data-ui="message-centre"
      aria-labelledby={isPhone ? undefined : titleId}
    >
      {!isPhone && <StyledTitle id={titleId}>消息中心</StyledTitle>}
      <MessageBoard source={EMPLOYER_MESSAGES} variant={isPhone ? 'phone' : 'desktop'} />
    </StyledPage>
  );
}
