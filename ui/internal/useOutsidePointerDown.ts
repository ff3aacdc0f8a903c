import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` on a pointer press outside every given element while `active`. */
export function useOutsidePointerDown(
  elements: readonly RefObject<Element | null>[],
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef({ elements, onOutside });
  useEffect(() => {
    latest.current = { elements, onOutside };
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = latest.current.elements.some((ref) => target && ref.current?.contains(target));
      if (!inside) latest.current.onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [active]);
}
