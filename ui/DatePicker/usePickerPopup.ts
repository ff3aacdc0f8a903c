import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useCallback, useEffect, useRef, type CSSProperties, type FocusEvent } from 'react';

export type PickerPopup = {
  /** Ref callbacks for the field (the anchor) and the popup. */
  setAnchor: (element: HTMLElement | null) => void;
  setPopup: (element: HTMLElement | null) => void;
  popupStyle: CSSProperties;
  /**
   * onBlur for the component's root. React sends focus events up through portals, so the root hears
   * focus leaving the popup as well as the field; the popup closes when focus lands outside both.
   */
  handleRootBlur: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Placement and light dismissal of a picker's desktop popup: below the field (above when there is no
 * room), kept inside the viewport; closed by a press outside the field and the popup, or by focus moving
 * out of both.
 */
export function usePickerPopup(open: boolean, onDismiss: () => void): PickerPopup {
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  // Plain refs as well as floating-ui's state: focus can move into the popup in the very commit that
  // mounts it, before a re-render would hand the new element to a handler.
  const anchorRef = useRef<HTMLElement | null>(null);
  const popupRef = useRef<HTMLElement | null>(null);
  const isInside = (target: EventTarget | null) =>
    target instanceof Node &&
    Boolean(anchorRef.current?.contains(target) || popupRef.current?.contains(target));

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) dismissRef.current();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const { setReference, setFloating } = refs;
  const setAnchor = useCallback(
    (element: HTMLElement | null) => {
      anchorRef.current = element;
      setReference(element);
    },
    [setReference],
  );
  const setPopup = useCallback(
    (element: HTMLElement | null) => {
      popupRef.current = element;
      setFloating(element);
    },
    [setFloating],
  );

  return {
    setAnchor,
    setPopup,
    popupStyle: floatingStyles,
    handleRootBlur: (event) => {
      if (open && event.relatedTarget !== null && !isInside(event.relatedTarget)) dismissRef.current();
    },
  };
}
