import {
  cloneElement,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { mergeRefs } from '../internal/mergeRefs';
import { useFocusTrap } from '../internal/useFocusTrap';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown';
import { usePopupPosition, type Placement } from '../internal/usePopupPosition';
import {
  StyledPopconfirm,
  StyledPopconfirmButtons,
  StyledPopconfirmDescription,
  StyledPopconfirmIcon,
  StyledPopconfirmMessage,
  StyledPopconfirmTitle,
} from './Popconfirm.styles';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

export type PopconfirmProps = {
  /** The question: 确定删除该职位吗？ */
  title: ReactNode;
  /** What follows from confirming: 删除后不可恢复。 */
  description?: ReactNode;
  /** May return a promise: the 确定 button shows loading until it settles, then the bubble closes. */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  okText?: string;
  cancelText?: string;
  /** A destructive confirmation: 确定 in danger colour, and focus starts on 取消. */
  danger?: boolean;
  /** The button that asks for confirmation; it receives the click handler and popup state. */
  children: ReactElement<TriggerProps>;
  placement?: Placement;
  disabled?: boolean;
};

/**
 * A small confirm bubble anchored to its trigger. Focus moves into it and stays there while it is
 * open; Escape, 取消 or a press outside closes it and focus returns to the trigger.
 */
export function Popconfirm({
  title,
  description,
  onConfirm,
  onCancel,
  okText = '确定',
  cancelText = '取消',
  danger = false,
  children,
  placement = 'top',
  disabled = false,
}: PopconfirmProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { refs, floatingStyles } = usePopupPosition(open, placement);

  const cancel = () => {
    if (confirming) return;
    setOpen(false);
    onCancel?.();
  };
  useFocusTrap(bubbleRef, open, {
    initialFocus: danger ? cancelRef : okRef,
    onEscape: cancel,
  });
  useOutsidePointerDown([bubbleRef, triggerRef], open, cancel);

  const confirm = async () => {
    setConfirming(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports its own failure; the bubble stays open so the person can retry or cancel.
    } finally {
      setConfirming(false);
    }
  };

  const child = children.props;
  const trigger = cloneElement(children, {
    ref: mergeRefs(child.ref, triggerRef, refs.setReference),
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: (event: MouseEvent<HTMLElement>) => {
      child.onClick?.(event);
      if (disabled || event.defaultPrevented) return;
      if (open) cancel();
      else setOpen(true);
    },
  });

  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <StyledPopconfirm
            ref={mergeRefs(bubbleRef, refs.setFloating)}
            data-ui="popconfirm"
            role="dialog"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            tabIndex={-1}
            style={floatingStyles}
          >
            <StyledPopconfirmMessage>
              <StyledPopconfirmIcon>
                <Icon name="warning" />
              </StyledPopconfirmIcon>
              <div>
                <StyledPopconfirmTitle id={titleId}>{title}</StyledPopconfirmTitle>
                {description && (
                  <StyledPopconfirmDescription id={descriptionId}>{description}</StyledPopconfirmDescription>
                )}
              </div>
            </StyledPopconfirmMessage>
            <StyledPopconfirmButtons>
              <Button ref={cancelRef} size="sm" onClick={cancel} disabled={confirming}>
                {cancelText}
              </Button>
              <Button
                ref={okRef}
                size="sm"
                variant="primary"
                danger={danger}
                loading={confirming}
                onClick={() => void confirm()}
              >
                {okText}
              </Button>
            </StyledPopconfirmButtons>
          </StyledPopconfirm>,
          document.body,
        )}
    </>
  );
}
