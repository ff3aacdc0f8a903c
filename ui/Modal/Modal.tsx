import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { StatusIcon } from '../internal/StatusIcon';
import { useFocusTrap } from '../internal/useFocusTrap';
import { useScrollLock } from '../internal/useScrollLock';
import {
  StyledBody,
  StyledCloseSlot,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledMask,
  StyledModalRoot,
  StyledTitle,
  type ModalLayout,
} from './Modal.styles';

export type ModalProps = {
  open: boolean;
  /** Names the dialog for assistive technology as well as on screen. */
  title: ReactNode;
  children?: ReactNode;
  /** Cancel button, close button, Escape and mask all report here (the last three only when dismissible). */
  onCancel?: () => void;
  onOk?: () => void;
  okText?: string;
  cancelText?: string;
  /** Shows a spinner on OK and ignores further clicks on it until the work is done. */
  okLoading?: boolean;
  /** Hide the cancel button (single-button notices). */
  showCancel?: boolean;
  /** Replaces the OK/cancel buttons; null removes the footer. */
  footer?: ReactNode;
  /** When false, Escape, the mask and the close button do nothing (and the close button is not shown). */
  dismissible?: boolean;
  /** A number is pixels; any CSS length is accepted. The phone sheet always spans the screen. */
  width?: number | string;
  variant?: 'desktop' | 'phone';
  /** Phone only: a centred card (default) or a sheet rising from the bottom edge. */
  phoneLayout?: 'center' | 'sheet';
  /** A status glyph before the title, as on the confirm, warning and result dialogs. */
  icon?: 'success' | 'error' | 'warning' | 'info' | 'confirm';
  /** alertdialog for messages that interrupt and need an answer; its body then describes it. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus starts (a dialog asking for one text: its field); the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
};

const DEFAULT_OK_TEXT = '确定';
const DEFAULT_CANCEL_TEXT = '取消';
const DEFAULT_WIDTH = 520;

function layoutOf(variant: ModalProps['variant'], phoneLayout: ModalProps['phoneLayout']): ModalLayout {
  if (variant !== 'phone') return 'desktop';
  return phoneLayout === 'sheet' ? 'phone-sheet' : 'phone-center';
}

export function Modal({
  open,
  title,
  children,
  onCancel,
  onOk,
  okText = DEFAULT_OK_TEXT,
  cancelText = DEFAULT_CANCEL_TEXT,
  okLoading = false,
  showCancel = true,
  footer,
  dismissible = true,
  width = DEFAULT_WIDTH,
  variant = 'desktop',
  phoneLayout = 'center',
  icon,
  role = 'dialog',
  initialFocus,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const layout = layoutOf(variant, phoneLayout);
  const touch = variant === 'phone';
  const dismiss = dismissible ? onCancel : undefined;

  // Short notices start on their only button; everything else starts on the first field.
  useFocusTrap(dialogRef, open, {
    onEscape: dismiss,
    initialFocus: role === 'alertdialog' ? okRef : initialFocus,
  });
  useScrollLock(open);

  if (!open) return null;

  const buttonSize = touch ? 'phone' : 'md';
  const defaultFooter = (
    <>
      {showCancel && (
        <Button size={buttonSize} onClick={onCancel}>
          {cancelText}
        </Button>
      )}
      <Button ref={okRef} variant="primary" size={buttonSize} loading={okLoading} onClick={onOk}>
        {okText}
      </Button>
    </>
  );

  return createPortal(
    <StyledModalRoot data-ui="modal" $layout={layout}>
      <StyledMask data-ui="modal-mask" aria-hidden="true" onClick={dismiss} />
      <StyledDialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        $layout={layout}
        $width={typeof width === 'number' ? `${width}px` : width}
      >
        <StyledHeader $layout={layout} $closable={dismissible}>
          <StyledTitle id={titleId} $layout={layout}>
            {icon && <StatusIcon kind={icon} size="22px" />}
            {title}
          </StyledTitle>
          {dismissible && (
            <StyledCloseSlot $touch={touch}>
              <Button
                variant="text"
                size={touch ? 'phone' : 'sm'}
                aria-label="关闭"
                icon={<Icon name="close" />}
                onClick={onCancel}
              />
            </StyledCloseSlot>
          )}
        </StyledHeader>
        <StyledBody id={bodyId} $layout={layout} $indented={icon !== undefined}>
          {children}
        </StyledBody>
        {footer !== null && <StyledFooter $layout={layout}>{footer ?? defaultFooter}</StyledFooter>}
      </StyledDialog>
    </StyledModalRoot>,
    document.body,
  );
}
