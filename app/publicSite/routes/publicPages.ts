import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { PUBLIC_SITE_PREFIX } from '../../../contract/homepage';
import { publicRouteTable, type PublicRouteNode } from './routeTable';

/** The page an address shows: its site (none at `/`, the main site's), its screen and route pattern. */
export type PublicPage = {
  xxdm: string | undefined;
  /** null: the site has no such page (its frame says 页面不存在). */
  node: PublicRouteNode | null;
  pattern: string;
};

const SITE_PATTERN = `${PUBLIC_SITE_PREFIX}:xxdm`;
const patternOf = (node: PublicRouteNode) =>
  node.path === '' ? SITE_PATTERN : `${SITE_PATTERN}/${node.path}`;

function matchParams(pattern: string, pathname: string): Record<string, string> | null {
  const { pattern: regex, keys } = parse(pattern);
  const match = regex.exec(pathname);
  if (match === null) return null;
  return Object.fromEntries(keys.map((key, index) => [key, decodeURIComponent(match[index + 1] ?? '')]));
}

const [homeNode] = publicRouteTable;

/**
 * `/`: the main site's homepage; `/site/<xxdm>/…`: every page of a site, in the route table's order (the
 * fairs' and talks' `:kind` last); null for any other address.
 */
export function matchPublicPage(pathname: string): PublicPage | null {
  if (pathname === '/') return { xxdm: undefined, node: homeNode ?? null, pattern: '/' };
  const site = matchParams(`${SITE_PATTERN}/*?`, pathname);
  if (site === null) return null;
  for (const node of publicRouteTable) {
    const pattern = patternOf(node);
    if (matchParams(pattern, pathname) !== null) return { xxdm: site.xxdm, node, pattern };
  }
  return { xxdm: site.xxdm, node: null, pattern: '' };
}

/** How a screen's chunk is loaded: in the browser with loadChunk's one reload; the server imports it. */
export type ChunkLoader = <T>(chunk: string, load: () => Promise<T>) => Promise<T>;

const loadedScreens = new Map<string, ComponentType>();
const loadingScreens = new Map<string, Promise<ComponentType>>();

/** A route's screen, loaded once; the same promise to every render that waits for it. */
export function loadScreen(node: PublicRouteNode, loader: ChunkLoader): Promise<ComponentType> {
  const loading =
    loadingScreens.get(node.name) ??
    loader(`site-${node.name}`, node.screen).then(({ default: screen }) => {
      loadedScreens.set(node.name, screen);
      return screen;
    });
  loadingScreens.set(node.name, loading);
  // A failed load is tried again by the next render that asks.
  loading.catch(() => loadingScreens.delete(node.name));
  return loading;
}

/** The screen when loaded already (the current page's is, before the first render). */
export const loadedScreen = (node: PublicRouteNode): ComponentType | undefined =>
  loadedScreens.get(node.name);
