import type { Permission } from '../../../contract/permissions';
import { flatRoutes } from './routeIndex';
import { NAV_SECTIONS, type NavSectionKey, type RouteName } from './routeTable';

export type NavItem = { name: RouteName; title: string; path: string; permission?: Permission };
export type NavGroup = { key: NavSectionKey; title: string; items: NavItem[] };

/**
 * The employer shell's side navigation: the children of dwpage, and the top-level pages (tongji), that
 * name a section, grouped in section order.
 */
export function buildNavTree(): NavGroup[] {
  return NAV_SECTIONS.map((section) => ({
    key: section.key,
    title: section.title,
    items: flatRoutes
      .filter(
        (route) => (route.parent === 'dwpage' || route.parent === null) && route.navSection === section.key,
      )
      .map(({ name, title, path, permission }) => ({ name, title, path, permission })),
  }));
}

export const navTree: readonly NavGroup[] = buildNavTree();
