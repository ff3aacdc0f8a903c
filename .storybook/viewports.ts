import type { Viewport } from 'storybook/viewport';

/** The two layouts the product has: desktop, and phone below the 980 px threshold. */
export const viewports = {
  desktop: { name: '桌面 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  phone: { name: '手机 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} satisfies Record<string, Viewport>;

export type ViewportName = keyof typeof viewports;

export const defaultViewport: ViewportName = 'desktop';

/** Pixel size of a viewport global's value; anything unknown falls back to desktop. */
export function viewportSize(value: unknown): { width: number; height: number } {
  const { styles } = viewports[isViewportName(value) ? value : defaultViewport];
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

function isViewportName(value: unknown): value is ViewportName {
  return typeof value === 'string' && Object.hasOwn(viewports, value);
}
