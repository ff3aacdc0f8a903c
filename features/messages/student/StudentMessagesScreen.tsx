import type { Message } from '../../../contract/messages';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { MessageBoard, type MessageSource } from '../components/MessageBoard';
import { studentMessageLink } from './studentMessageRules';
import { studentMessagesApi } from './studentMessagesApi';

const STUDENT_MESSAGES: MessageSource = {
  useList: studentMessagesApi.useStudentMessagesQuery,
  useMarkRead: studentMessagesApi.useMarkStudentMessagesReadMutation,
  useMarkAllRead: studentMessagesApi.useMarkAllStudentMessagesReadMutation,
};

const linkOf = (message: Message) => studentMessageLink(message);

/**
 * 消息 (/xxzx): what reached the student about applications and invitations, newest first. 全部 /
 * 未读, server pages, opening a message marks it read and shows the link to 我的申请, 全部标为已读.
 * The shell gives the page its heading.
 */
export default function StudentMessagesScreen() {
  const isPhone = useAppSelector(selectIsPhone);

  return (
    <section data-ui="student-messages" aria-label="消息">
      <MessageBoard source={STUDENT_MESSAGES} variant={isPhone ? 'phone' : 'desktop'} linkOf={linkOf} />
    </section>
  );
}
