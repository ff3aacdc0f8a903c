import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';

const MAX_POPUP_HEIGHT = 264;

/** Set on the popup: the field's width, for the parts of a popup that should be at least as wide. */
export const REFERENCE_WIDTH_VARIABLE = '--dropdown-reference-width';

/**
 * Places a dropdown under its field (above when there is no room), never taller than the space left on
 * screen. `fixed` so a scrolling container does not clip it.
 */
export function useDropdownPosition(open: boolean) {
  return useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, MAX_POPUP_HEIGHT))}px`;
          elements.floating.style.setProperty(REFERENCE_WIDTH_VARIABLE, `${rects.reference.width}px`);
        },
      }),
    ],
  });
}
