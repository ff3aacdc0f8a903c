import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Identified } from '../internal/createListStore';
import { StatusIcon } from '../internal/StatusIcon';
import type { Toast } from '../internal/toastChannel';
import { toastRole } from '../internal/toastRole';
import { useAutoDismiss } from '../internal/useAutoDismiss';
import { messageStore } from './message';
import { StyledMessage, StyledMessageStack } from './Message.styles';

function MessageItem({ toast }: { toast: Identified<Toast> }) {
  const { pause, resume } = useAutoDismiss(toast.duration, () => {
    messageStore.remove(toast.id);
  });
  return (
    <StyledMessage data-ui="message" role={toastRole(toast.type)} onMouseEnter={pause} onMouseLeave={resume}>
      <StatusIcon kind={toast.type} />
      <span>{toast.content}</span>
    </StyledMessage>
  );
}

/** Renders the toasts shown through `message.*`, newest at the bottom of the stack. */
export function MessageHost() {
  const toasts = useSyncExternalStore(
    messageStore.subscribe,
    messageStore.getSnapshot,
    messageStore.getSnapshot,
  );
  if (toasts.length === 0) return null;
  return createPortal(
    <StyledMessageStack data-ui="message-stack">
      {toasts.map((toast) => (
        <MessageItem key={toast.id} toast={toast} />
      ))}
    </StyledMessageStack>,
    document.body,
  );
}
