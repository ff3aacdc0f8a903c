import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Identified } from '../internal/createListStore';
import { StatusIcon } from '../internal/StatusIcon';
import type { Toast } from '../internal/toastChannel';
import { toastRole } from '../internal/toastRole';
import { useAutoDismiss } from '../internal/useAutoDismiss';
import { noticeStore } from './notice';
import { StyledNotice, StyledNoticeStack } from './Notice.styles';

function NoticeItem({ toast }: { toast: Identified<Toast> }) {
  const { pause, resume } = useAutoDismiss(toast.duration, () => {
    noticeStore.remove(toast.id);
  });
  return (
    <StyledNotice
      data-ui="notice"
      role={toastRole(toast.type)}
      $type={toast.type}
      onMouseEnter={pause}
      onMouseLeave={resume}
    >
      <StatusIcon kind={toast.type} inheritColor />
      <span>{toast.content}</span>
    </StyledNotice>
  );
}

/** Renders the phone notices shown through `notice.*` as bars under the top bar, newest on top. */
export function NoticeHost() {
  const notices = useSyncExternalStore(
    noticeStore.subscribe,
    noticeStore.getSnapshot,
    noticeStore.getSnapshot,
  );
  if (notices.length === 0) return null;
  return createPortal(
    <StyledNoticeStack data-ui="notice-stack">
      {[...notices].reverse().map((toast) => (
        <NoticeItem key={toast.id} toast={toast} />
      ))}
    </StyledNoticeStack>,
    document.body,
  );
}
