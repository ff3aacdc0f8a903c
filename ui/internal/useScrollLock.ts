import { useLayoutEffect } from 'react';

let lockCount = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  if (scrollbarWidth > 0) {
    const current = parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbarWidth}px`;
  }
  body.style.overflow = 'hidden';
}

function unlock(): void {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}

/**
 * Stops the page behind an overlay from scrolling; stacked overlays share one lock. A layout effect,
 * so the lock is on before the browser paints the open overlay (no frame in which the page scrolls).
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
