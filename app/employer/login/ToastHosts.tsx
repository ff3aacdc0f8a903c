import { MessageHost } from '../../../ui/Message/MessageHost';
import { NoticeHost } from '../../../ui/Notice/NoticeHost';

/** The light login page's toasts (验证码已发送): loaded after the page is interactive. */
export default function ToastHosts() {
  return (
    <>
      <MessageHost />
      <NoticeHost />
    </>
  );
}
