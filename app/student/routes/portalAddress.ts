import { STUDENT_PORTAL_BASES, type StudentPortalLayout } from '../../../contract/studentPortal';

/** The router's basename for a layout: '/sc' (desktop) or '/mobile' (phone). */
export function portalBasename(layout: StudentPortalLayout): string {
  return STUDENT_PORTAL_BASES[layout].slice(0, -1);
}

/** The layout a browser pathname asks for: the phone one under /mobile, else the desktop one. */
export function portalLayoutOf(pathname: string): StudentPortalLayout {
  const phone = portalBasename('phone');
  return pathname === phone || pathname.startsWith(`${phone}/`) ? 'phone' : 'desktop';
}

/** A browser pathname without the layout's basename ('/mobile/wdsq' -> '/wdsq'). */
export function withoutPortalBasename(pathname: string, layout: StudentPortalLayout): string {
  const basename = portalBasename(layout);
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
