import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True while the element's content overflows it. A scrollable region must be reachable by keyboard
 * (WCAG 2.1.1), so the table's scroll container becomes focusable only when there is something to scroll.
 * The first measurement runs as a layout effect: the table is painted already knowing it scrolls.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrollable(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
