import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useRef, type RefObject } from 'react';

export type FocusTrapOptions = {
  /** The element focused on activation; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null);
  /** Send focus back to the element focused before activation when the trap ends (default true). */
  returnFocus?: boolean;
  /** Called on Escape while this trap is the innermost active one; the owner decides whether to close. */
  onEscape?: () => void;
};

/**
 * Keeps Tab and Shift+Tab inside `containerRef` while `active` is true.
 *
 * The trap never closes anything itself: Escape is reported through `onEscape`, and the owner ends the
 * trap by setting `active` to false (or unmounting). Nested traps share focus-trap's stack, so only the
 * innermost one reacts to Escape and the outer one resumes when it ends. Clicks outside pass through,
 * so a mask's own click handler decides what a click on it means.
 * The container should carry `tabIndex={-1}` so it can hold focus when it has nothing tabbable.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  // Read through a ref so new callbacks on each render don't rebuild the trap (and move focus).
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const trap: FocusTrap = createFocusTrap(container, {
      initialFocus: () => {
        const { initialFocus } = optionsRef.current;
        const target = typeof initialFocus === 'function' ? initialFocus() : initialFocus?.current;
        return target ?? undefined;
      },
      fallbackFocus: container,
      returnFocusOnDeactivate: optionsRef.current.returnFocus ?? true,
      escapeDeactivates: (event) => {
        // An inner widget (an open select, say) that consumed Escape has already handled it.
        if (!event.defaultPrevented) optionsRef.current.onEscape?.();
        return false;
      },
      allowOutsideClick: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, containerRef]);
}
