/**
 * The questionnaire page's colours from the school's wzzsd, by WCAG 2 contrast. This is the server's
 * copy of the rule the app's theme applies (ui/theme is client code the server may not import): the
 * brand colour fills the button with a readable text colour, and is darkened where it serves as text.
 */

type Rgb = [number, number, number];

const AA_TEXT = 4.5;
const NON_TEXT = 3;

function parseHex(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

function toHex(color: Rgb): string {
  return `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: Rgb): number {
  const [r, g, b] = color.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const DEFAULT_RGB: Rgb = [0x1e, 0x6f, 0xd9];
const BODY_TEXT_RGB: Rgb = [0x1f, 0x23, 0x29];

/** Darkens toward black in 5% steps until the colour reaches `ratio` against white. */
function darkenUntilReadable(color: Rgb, ratio: number): Rgb {
  for (let step = 0; step <= 20; step += 1) {
    // Rounded before the check, so the hex that goes out is the colour that passed.
    const candidate = color.map((c) => Math.round(c * (1 - step / 20))) as Rgb;
    if (contrast(candidate, WHITE) >= ratio) return candidate;
  }
  return BLACK;
}

export interface PageColors {
  primary: string;
  onPrimary: string;
  primaryText: string;
  focusRing: string;
}

export function pageColors(themeColor: string | null | undefined): PageColors {
  const primary = parseHex(themeColor ?? '') ?? DEFAULT_RGB;
  const onPrimary = [WHITE, BODY_TEXT_RGB, BLACK].find((c) => contrast(c, primary) >= AA_TEXT);
  return {
    primary: toHex(primary),
    onPrimary: toHex(onPrimary ?? BLACK),
    primaryText: toHex(darkenUntilReadable(primary, AA_TEXT)),
    focusRing: toHex(darkenUntilReadable(primary, NON_TEXT)),
  };
}

/** For tests: the contrast of two hex colours. */
export function hexContrast(a: string, b: string): number {
  return contrast(parseHex(a) ?? BLACK, parseHex(b) ?? BLACK);
}
