import { contrastRatio, parseHex } from '../../ui/theme/color';
import { DEFAULT_PRIMARY, derivePalette } from '../../ui/theme/createTheme';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('derivePalette', () => {
  it.each(['#ffff00', '#fafafa', '#000000', '#0a1f44', '#c8102e', '#7fffd4', '#808080', '#abc'])(
    'keeps text on primary and primary text at WCAG AA for %s',
    (wzzsd) => {
      const palette = derivePalette(wzzsd);
      expect(ratio(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.primaryText, palette.backgroundMuted)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.primaryText, palette.primarySubtle)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([undefined, null, '', 'red', '#12345', 'rgb(0,0,0)'])(
    'falls back to the default for %p',
    (wzzsd) => {
      expect(derivePalette(wzzsd).primary).toBe(DEFAULT_PRIMARY);
    },
  );

  it('keeps the school colour itself as primary', () => {
    expect(derivePalette('#C8102E').primary).toBe('#c8102e');
  });
});
