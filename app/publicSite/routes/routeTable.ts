import type { ComponentType } from 'react';
import { publicSitePages } from '../../../contract/homepage';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type PublicRouteNode = {
  /** The route's name (chunk name, tests). */
  name: string;
  /** Relative to the site's base ('' the homepage). */
  path: string;
  screen: ScreenLoader;
};

/**
 * The pages of a site, under `/site/<xxdm>/` (and the homepage also at `/`, the main site's). Each
 * screen is its own lazy chunk; the homepage's blocks load with it, every other page on demand.
 */
export const publicRouteTable: readonly PublicRouteNode[] = [
  {
    name: 'home',
    path: publicSitePages.home,
    screen: () => import('../../../features/homepage/screens/HomeScreen'),
  },
  {
    name: 'notices',
    path: publicSitePages.notices,
    screen: () => import('../../../features/homepage/screens/NoticeListScreen'),
  },
  {
    name: 'notice',
    path: `${publicSitePages.notices}/:id`,
    screen: () => import('../../../features/homepage/screens/NoticeDetailScreen'),
  },
  {
    name: 'announcements',
    path: publicSitePages.announcements,
    screen: () => import('../../../features/homepage/screens/AnnouncementListScreen'),
  },
  {
    name: 'announcement',
    path: `${publicSitePages.announcements}/:id`,
    screen: () => import('../../../features/homepage/screens/AnnouncementDetailScreen'),
  },
  {
    name: 'positions',
    path: publicSitePages.positions,
    screen: () => import('../../../features/homepage/screens/PositionListScreen'),
  },
  {
    name: 'position',
    path: `${publicSitePages.positions}/:id`,
    screen: () => import('../../../features/homepage/screens/PositionDetailScreen'),
  },
  {
    name: 'search',
    path: publicSitePages.search,
    screen: () => import('../../../features/homepage/screens/SearchScreen'),
  },
  // Fairs (zph) and talks (xjh): one list and one detail screen, the kind from the address.
  {
    name: 'activities',
    path: ':kind',
    screen: () => import('../../../features/homepage/screens/ActivityListScreen'),
  },
  {
    name: 'activity',
    path: ':kind/:id',
    screen: () => import('../../../features/homepage/screens/ActivityDetailScreen'),
  },
];
