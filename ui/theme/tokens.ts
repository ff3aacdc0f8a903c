/**
 * Design tokens. Colours are exposed to components only as CSS custom properties (`var(--color-…)`),
 * so a new school colour rewrites a handful of variables on :root instead of regenerating component CSS.
 */

export const SPACE_UNIT = 4;
export const space = (steps: number): string => `${steps * SPACE_UNIT}px`;

export const fontFamily =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif';

export const fontSize = { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' } as const;
export const lineHeight = { tight: 1.35, normal: 1.6 } as const;
export const fontWeight = { normal: 400, medium: 500, bold: 600 } as const;
export const radius = { sm: '2px', md: '4px', lg: '8px', round: '999px' } as const;
export const shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 6px 16px rgba(0, 0, 0, 0.08)',
  lg: '0 6px 16px -8px rgba(0, 0, 0, 0.08), 0 9px 28px rgba(0, 0, 0, 0.05), 0 12px 48px 16px rgba(0, 0, 0, 0.03)',
} as const;
export const zIndex = {
  dropdown: 1050,
  drawer: 1100,
  modal: 1200,
  message: 1300,
  progress: 1400,
  chat: 1000,
} as const;
/** Phone below 980 px, the spec's mobile threshold. */
export const breakpoints = { phone: 980 } as const;
export const media = { phone: `@media (max-width: ${breakpoints.phone - 0.02}px)` } as const;
export const motion = { fast: '120ms', normal: '200ms' } as const;
/** The phone layout's fixed bars; notices keep below the top one. */
export const phoneBarHeight = { top: '48px', tab: '56px' } as const;
/** Control heights: desktop density and the looser phone density (44 px touch targets). */
export const controlHeight = { sm: '24px', md: '32px', lg: '40px', touch: '44px' } as const;

export const colorRoles = [
  'primary',
  'primaryHover',
  'primaryActive',
  'primarySubtle',
  'primaryBorder',
  'primaryText',
  'onPrimary',
  'text',
  'textSecondary',
  'textDisabled',
  'background',
  'backgroundMuted',
  'border',
  'borderStrong',
  'success',
  'successSubtle',
  'warning',
  'warningSubtle',
  'danger',
  'dangerSubtle',
  'info',
  'infoSubtle',
  'disabled',
  'mask',
  'focusRing',
] as const;

export type ColorRole = (typeof colorRoles)[number];
export type ColorPalette = Record<ColorRole, string>;

const kebab = (role: string) => role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--color-primary-hover` for `primaryHover`. */
export const colorVariableName = (role: ColorRole): string => `--color-${kebab(role)}`;

/** `color.primary` is the string `var(--color-primary)`, for use inside styled-components CSS. */
export const color = Object.fromEntries(
  colorRoles.map((role) => [role, `var(${colorVariableName(role)})`]),
) as Record<ColorRole, string>;
