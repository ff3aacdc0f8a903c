import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { mergeRefs } from '../internal/mergeRefs';
import { usePopupPosition, type Placement } from '../internal/usePopupPosition';
import { StyledTooltip } from './Tooltip.styles';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link); it receives the handlers and aria-describedby. */
  children: ReactElement<TriggerProps>;
  placement?: Placement;
  /** Hover delay before showing, in ms; focus shows at once. */
  openDelay?: number;
  /**
   * Whether the content describes the trigger (aria-describedby). Turn off when the trigger's own
   * name already says the same (an icon button labelled 编辑 with the tooltip 编辑).
   */
  describe?: boolean;
  disabled?: boolean;
};

const CLOSE_DELAY = 100;

/**
 * A short hint on hover and keyboard focus. It stays while the pointer moves onto it, and Escape
 * hides it without moving focus or the pointer (WCAG 1.4.13).
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = 300,
  describe = true,
  disabled = false,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refs, floatingStyles } = usePopupPosition(open, placement, 6);
  const visible = open && !disabled;

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(next);
    else timer.current = setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const child = children.props;
  const trigger = cloneElement(children, {
    ref: mergeRefs(child.ref, refs.setReference),
    'aria-describedby': describe
      ? [child['aria-describedby'], id].filter(Boolean).join(' ')
      : child['aria-describedby'],
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      child.onMouseEnter?.(event);
      schedule(true, openDelay);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      child.onMouseLeave?.(event);
      schedule(false, CLOSE_DELAY);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      child.onFocus?.(event);
      // Only keyboard focus shows the hint; a click focusing a button would otherwise pin it open.
      if (event.target.matches(':focus-visible')) schedule(true, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      child.onBlur?.(event);
      schedule(false, 0);
    },
  });

  return (
    <>
      {trigger}
      {createPortal(
        // Always in the document so aria-describedby resolves; hidden until shown, and only
        // positioned (with its scroll and resize listeners) while shown.
        <StyledTooltip
          ref={visible ? refs.setFloating : undefined}
          id={id}
          role="tooltip"
          data-ui="tooltip"
          hidden={!visible}
          style={floatingStyles}
          onMouseEnter={() => schedule(true, 0)}
          onMouseLeave={() => schedule(false, CLOSE_DELAY)}
        >
          {content}
        </StyledTooltip>,
        document.body,
      )}
    </>
  );
}
