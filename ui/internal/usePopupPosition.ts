import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';

/**
 * Positions a popup (tooltip, confirm bubble, menu) next to its trigger, flipping to the other side
 * and sliding along it to stay on screen, and following the trigger while open (scroll, resize).
 */
export function usePopupPosition(open: boolean, placement: Placement, gap = 8) {
  return useFloating({
    open,
    placement,
    strategy: 'fixed',
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
}

export type { Placement };
