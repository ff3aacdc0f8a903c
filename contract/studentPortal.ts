// The student portal: one page of the build served at two bases, /sc/ (desktop layout) and /mobile/
// (phone layout of the same screens). The spec's student client sends people to /sc/register,
// /sc/myResume and /mobile/register (section 8), so those addresses are pages of this portal.

/** The portal's bases: the server answers every path under them with the portal's page. */
export const STUDENT_PORTAL_BASES = { desktop: '/sc/', phone: '/mobile/' } as const;

export type StudentPortalLayout = keyof typeof STUDENT_PORTAL_BASES;

/**
 * The portal's pages, relative to either base; an item's page is its list's path, '/', the id
 * (/zpgw/{id}). The route table serves them, screens link to them.
 */
export const studentPages = {
  login: '/login',
  register: '/register',
  home: '/',
  positions: '/zpgw',
  applications: '/wdsq',
  myResume: '/myResume',
  messages: '/xxzx',
  account: '/zhsz',
} as const;

/** The portal's name, after the site's in its bars and in the browser tab. */
export const STUDENT_PORTAL_NAME = '学生中心';
