import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon';
import { useFocusTrap } from '../internal/useFocusTrap';
import { useScrollLock } from '../internal/useScrollLock';
import {
  StyledDrawer,
  StyledDrawerBody,
  StyledDrawerClose,
  StyledDrawerFooter,
  StyledDrawerHeader,
  StyledDrawerTitle,
  StyledMask,
  type DrawerPlacement,
} from './Drawer.styles';

export type DrawerProps = {
  open: boolean;
  /** Called on the close button, Escape, or a click on the mask (when `maskClosable`). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot, e.g. 取消 and 保存. */
  footer?: ReactNode;
  /** `bottom` is the phone sheet. */
  placement?: DrawerPlacement;
  /** Width for left/right, height for bottom (any CSS length). */
  size?: string;
  maskClosable?: boolean;
  closeLabel?: string;
};

/**
 * A modal panel sliding in from an edge. It is a dialog named by its title: focus moves in and stays
 * until it closes, then returns to what opened it; the page behind does not scroll.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'right',
  size = placement === 'bottom' ? '70vh' : '480px',
  maskClosable = true,
  closeLabel = '关闭',
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose });
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <>
      <StyledMask data-ui="drawer-mask" aria-hidden="true" onClick={maskClosable ? onClose : undefined} />
      <StyledDrawer
        ref={panelRef}
        data-ui="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $placement={placement}
        $size={size}
      >
        <StyledDrawerHeader>
          <StyledDrawerTitle id={titleId}>{title}</StyledDrawerTitle>
          <StyledDrawerClose type="button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </StyledDrawerClose>
        </StyledDrawerHeader>
        {/* A region that scrolls must scroll from the keyboard too: it takes focus, named by the title. */}
        <StyledDrawerBody role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </StyledDrawerBody>
        {footer && <StyledDrawerFooter>{footer}</StyledDrawerFooter>}
      </StyledDrawer>
    </>,
    document.body,
  );
}
