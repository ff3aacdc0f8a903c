import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { applyPalette, createTheme } from './createTheme';
import { PAGE_THEME_ELEMENT_ID } from './palette';
import { color, fontFamily, fontSize, lineHeight } from './tokens';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fontFamily};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.normal};
    color: ${color.text};
    background: ${color.backgroundMuted};
    -webkit-font-smoothing: antialiased;
  }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${color.focusRing}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

type ThemeRootProps = { wzzsd?: string | null; children: ReactNode };

/** The colour the server themed this page in (its <style> in the head), or null when it did not. */
function pageColour(): string | null {
  return document.getElementById(PAGE_THEME_ELEMENT_ID)?.getAttribute('data-wzzsd') ?? null;
}

/**
 * Provides the typed theme and writes the school colour to :root as CSS variables.
 * The theme object keeps the same identity across colour changes (only the variables change),
 * so no styled component regenerates its class when a school rethemes. While the school's colour is
 * not known yet (null), the page keeps the colour the server painted it in instead of the default.
 */
export function ThemeRoot({ wzzsd, children }: ThemeRootProps) {
  const theme = useMemo(() => createTheme(), []);
  useLayoutEffect(() => {
    applyPalette(createTheme(wzzsd ?? pageColour()).palette);
  }, [wzzsd]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
