import { DEFAULT_PRIMARY, derivePalette, paletteVariables } from './palette';
import {
  breakpoints,
  color,
  controlHeight,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  shadow,
  space,
  zIndex,
  type ColorPalette,
} from './tokens';

export { DEFAULT_PRIMARY, derivePalette, paletteVariables };

export type AppTheme = {
  palette: ColorPalette;
  color: typeof color;
  space: typeof space;
  fontFamily: string;
  fontSize: typeof fontSize;
  fontWeight: typeof fontWeight;
  lineHeight: typeof lineHeight;
  radius: typeof radius;
  shadow: typeof shadow;
  zIndex: typeof zIndex;
  breakpoints: typeof breakpoints;
  media: typeof media;
  motion: typeof motion;
  controlHeight: typeof controlHeight;
};

export function createTheme(wzzsd?: string | null): AppTheme {
  return {
    palette: derivePalette(wzzsd),
    color,
    space,
    fontFamily,
    fontSize,
    fontWeight,
    lineHeight,
    radius,
    shadow,
    zIndex,
    breakpoints,
    media,
    motion,
    controlHeight,
  };
}

/** Writes the palette onto an element (normally :root), which recolours everything mounted at once. */
export function applyPalette(palette: ColorPalette, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(paletteVariables(palette)))
    element.style.setProperty(name, value);
}
