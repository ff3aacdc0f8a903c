export { ThemeRoot } from './ThemeRoot';
export {
  createTheme,
  derivePalette,
  applyPalette,
  paletteVariables,
  DEFAULT_PRIMARY,
  type AppTheme,
} from './createTheme';
export { contrastRatio, parseHex, toHex } from './color';
export * from './tokens';
export { PAGE_THEME_ELEMENT_ID, pageThemeStyle } from './palette';
