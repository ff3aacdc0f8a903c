import type { ReactNode } from 'react';
import { StyledIcon } from '../Icon/Icon.styles';

/**
 * The glyphs the form controls need beyond the shared Icon set, drawn the same way (24 × 24 grid,
 * 2 px strokes in currentColor, Feather geometry, MIT licence) and always decorative.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <StyledIcon
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      $size="1em"
    >
      {children}
    </StyledIcon>
  );
}

export function ClearIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </Glyph>
  );
}

export function ChevronDownIcon() {
  return (
    <Glyph>
      <path d="m6 9 6 6 6-6" />
    </Glyph>
  );
}

export function ChevronRightIcon() {
  return (
    <Glyph>
      <path d="m9 18 6-6-6-6" />
    </Glyph>
  );
}

export function EyeOffIcon() {
  return (
    <Glyph>
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19m-6.72-1.07a3 3 0 1 1-4.24-4.24M1 1l22 22" />
    </Glyph>
  );
}
