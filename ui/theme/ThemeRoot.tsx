import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { applyPalette, createTheme } from './createTheme';
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

/**
 * Provides the typed theme and writes the school colour to :root as CSS variables.
 * The theme object keeps the same identity across colour changes (only the variables change),
 * so no styled component regenerates its class when a school rethemes.
 */
export function ThemeRoot({ wzzsd, children }: ThemeRootProps) {
  const theme = useMemo(() => createTheme(), []);
  useLayoutEffect(() => {
    applyPalette(createTheme(wzzsd).palette);
  }, [wzzsd]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
