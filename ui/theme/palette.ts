/**
 * The school colour → CSS custom properties, free of React and the DOM: the server writes the same
 * variables into the first HTML it sends that the client's ThemeRoot writes later, so the first paint
 * is already in the school's colour and the client's takeover changes nothing.
 */
import {
  BLACK,
  WHITE,
  contrastRatio,
  ensureContrast,
  mix,
  parseHex,
  relativeLuminance,
  toHex,
  type Rgb,
} from './color';
import { colorRoles, colorVariableName, type ColorPalette } from './tokens';

/** Used when a school sets no wzzsd or an unreadable one. */
export const DEFAULT_PRIMARY = '#1e6fd9';

const AA = 4.5;
const DEFAULT_RGB: Rgb = { r: 0x1e, g: 0x6f, b: 0xd9 };

const fixedColors = {
  text: '#1f2329',
  textSecondary: '#5c6370',
  textDisabled: '#8f959e',
  background: '#ffffff',
  backgroundMuted: '#f5f6f7',
  border: '#d9dce1',
  borderStrong: '#8f959e',
  success: '#1a7f37',
  successSubtle: '#e8f5ec',
  warning: '#9a6700',
  warningSubtle: '#fff8e6',
  danger: '#cf222e',
  dangerSubtle: '#fdecec',
  info: '#0969da',
  infoSubtle: '#e8f1fd',
  disabled: '#f0f1f3',
  mask: 'rgba(0, 0, 0, 0.45)',
} satisfies Partial<ColorPalette>;

/**
 * Text colour for a filled primary surface: white, else the body text colour, else pure black.
 * White or black always reaches 4.5:1 against any colour, so the last resort never fails.
 */
function readableOn(background: Rgb): Rgb {
  const candidates = [WHITE, parseHex(fixedColors.text) ?? BLACK, BLACK];
  return candidates.find((candidate) => contrastRatio(candidate, background) >= AA) ?? BLACK;
}

/** Derives every primary role from the school colour; any valid CSS hex is accepted. */
export function derivePalette(wzzsd?: string | null): ColorPalette {
  const primary = parseHex(wzzsd) ?? DEFAULT_RGB;
  const isDark = contrastRatio(primary, WHITE) > contrastRatio(primary, BLACK);
  const hover = isDark ? mix(primary, WHITE, 0.15) : mix(primary, BLACK, 0.1);
  const active = mix(primary, BLACK, 0.2);
  const subtle = mix(primary, WHITE, 0.9);
  // Brand-coloured text sits on white, on the muted page and on the subtle tint (selected items);
  // darkening it until it reads on the darkest of the three keeps it readable on all of them.
  const surfaces = [WHITE, parseHex(fixedColors.backgroundMuted) ?? WHITE, subtle];
  const darkestSurface = surfaces.reduce((darkest, surface) =>
    relativeLuminance(surface) < relativeLuminance(darkest) ? surface : darkest,
  );
  return {
    ...fixedColors,
    primary: toHex(primary),
    primaryHover: toHex(hover),
    primaryActive: toHex(active),
    primarySubtle: toHex(subtle),
    primaryBorder: toHex(mix(primary, WHITE, 0.55)),
    primaryText: toHex(ensureContrast(primary, darkestSurface, AA)),
    onPrimary: toHex(readableOn(primary)),
    focusRing: toHex(ensureContrast(primary, WHITE, 3)),
  };
}

/** The CSS custom properties of a palette, as `name: value` pairs. */
export function paletteVariables(palette: ColorPalette): Record<string, string> {
  return Object.fromEntries(colorRoles.map((role) => [colorVariableName(role), palette[role]]));
}

/** The id of the <style> the server puts in a page's head; it names the colour it was made from. */
export const PAGE_THEME_ELEMENT_ID = 'site-theme';

/** The hex colour as the page's <style> carries it: a valid hex in lower case, else '' (the default). */
export function normalisedColour(wzzsd: string | null | undefined): string {
  const rgb = parseHex(wzzsd);
  return rgb === null ? '' : toHex(rgb);
}

/**
 * The <style> element (as HTML) that themes a page before any script runs: the school colour's
 * variables on :root. Every character comes from derivePalette's hex output and the fixed roles, so
 * nothing from the database reaches the HTML unescaped.
 */
export function pageThemeStyle(wzzsd: string | null | undefined): string {
  const colour = normalisedColour(wzzsd);
  const declarations = Object.entries(paletteVariables(derivePalette(colour)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="${PAGE_THEME_ELEMENT_ID}" data-wzzsd="${colour}">:root{${declarations}}</style>`;
}
