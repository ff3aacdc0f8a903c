import { useLayoutEffect, type RefObject } from 'react';

export type AutoSize = { minRows?: number; maxRows?: number };

/**
 * Grows a textarea with its content between minRows and maxRows. The `rows` attribute already gives the
 * minimum, so we only reset to it and take the content height, capped at maxRows lines (then it scrolls).
 */
export function useAutoSize(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  autoSize: AutoSize | null,
): void {
  const maxRows = autoSize?.maxRows;
  const enabled = autoSize !== null;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    element.style.height = 'auto';
    const contentHeight = element.scrollHeight;
    // Nothing laid out (a hidden tab, jsdom): leave the rows attribute in charge.
    if (contentHeight === 0) return;
    const lineHeightPx = parseFloat(getComputedStyle(element).lineHeight);
    const cap = maxRows !== undefined && Number.isFinite(lineHeightPx) ? maxRows * lineHeightPx : Infinity;
    element.style.height = `${Math.min(contentHeight, cap)}px`;
    element.style.overflowY = contentHeight > cap ? 'auto' : 'hidden';
  }, [ref, value, enabled, maxRows]);
}
