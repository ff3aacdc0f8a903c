// The school console (/mgrpage/): school staff review what employers submit and set their site's rules.
// Staff accounts belong to one school site; a staff token (header accessToken on /mgr calls) is never an
// employer token, nor the reverse; every /mgr call acts only on the staff member's own site (another
// site's id answers as a missing one). An invalid staff token answers code 42, as for employers.

import type { Page } from './paging';
import type { ReviewHistoryEntry } from './workflow';

export const consolePaths = {
  /** GET: the console's address, '/mgrpage/' (spec section 7). */
  consoleUrl: '/pub/getMgrUrl',
  login: '/mgr/dl/login',
  logout: '/mgr/dl/logout',
  staffInfo: '/mgr/dl/info',
  settings: '/mgr/sz/get',
  saveSettings: '/mgr/sz/save',
  employerList: '/mgr/dw/list',
  employerDetail: '/mgr/dw/detail',
  employerReview: '/mgr/dw/review',
} as const;

/** The console's address answered by GET /pub/getMgrUrl. */
export const CONSOLE_BASE = '/mgrpage/';

/** The console's name, after the site's in its bars and in the browser tab. */
export const CONSOLE_NAME = '学校管理端';

/**
 * The console's pages, under CONSOLE_BASE; a queue's item is its path, '/', the id (/zpgw/{id}).
 * The route table serves them, screens link to them, the e2e walk opens them.
 */
export const consolePages = {
  login: '/login',
  home: '/',
  employers: '/dw',
  positions: '/zpgw',
  announcements: '/zpgg',
  /** The campus talk queue (宣讲会审核) and the site's venues (场地管理). */
  talks: '/xjh',
  venues: '/cd',
  settings: '/sz',
} as const;

/** POST /mgr/dl/login (JSON): mm encrypted with the key of GET /com/auth/getPubKey, as employers do. */
export type StaffLoginRequest = { yhm: string; mm: string; xxdm: string };
export type StaffLoginResult = { token: string };

/** GET /mgr/dl/info: who is logged in, at which site. */
export type StaffInfo = { yhm: string; xm: string; xxdm: string; wzmc: string };

/** Review mode per object type: '1' manual (the school reviews), '2' automatic pass on submission. */
export type ReviewMode = '1' | '2';

/** GET /mgr/sz/get and POST /mgr/sz/save: the site's rules the console edits. */
export type SiteRules = {
  /** Review mode of employer registrations, positions and announcements. */
  dwshms: ReviewMode;
  zwshms: ReviewMode;
  ggshms: ReviewMode;
  /** Daily posting cap per employer: full-time and internship positions first submitted in a day. */
  qzmrsx: number;
  sxmrsx: number;
  /** The site's theme colour (#rrggbb); re-themes the employer app and the console. */
  wzzsd: string;
};

/** Caps are whole numbers in this range (0 stops that kind of posting for the day). */
export const MAX_DAILY_CAP = 100;
export const DEFAULT_SITE_RULES: SiteRules = {
  dwshms: '1',
  zwshms: '1',
  ggshms: '1',
  qzmrsx: 1,
  sxmrsx: 1,
  wzzsd: '#1677ff',
};

/** GET /mgr/dw/list: employers registered at the site (default: pending, oldest first). */
export type SchoolEmployerListQuery = { page?: number; size?: number; zt?: string; keyword?: string };

/** An employer as its registration shows it to the reviewer. */
export type SchoolEmployerListItem = {
  /** The employer's id at this site (dwid). */
  id: string;
  dwmc: string;
  tyshxydm: string;
  /** Nature and industry codes (contract/codeLists.ts). */
  dwxz: string;
  dwhy: string;
  lxr: string;
  /** The registering user's mobile, masked in the list. */
  sjhm: string;
  /** State code of employerReviewWorkflow. */
  zt: string;
  shyj: string;
  /** Registered at, last submitted: 'YYYY-MM-DD HH:mm:ss'. */
  zcsj: string;
  tjsj: string;
};
export type SchoolEmployerList = Page<SchoolEmployerListItem>;

/** GET /mgr/dw/detail?id=: exactly what the employer submitted (the full mobile), the licence, the history. */
export type SchoolEmployerDetail = SchoolEmployerListItem & {
  /** The business licence image: a stored upload path (bucket yyzz), shown through previewFile. */
  yyzz: string;
  history: ReviewHistoryEntry[];
};

/** POST /mgr/dw/review. A reason is required for reject and changes. */
export type EmployerReviewRequest = { id: string; action: 'pass' | 'reject' | 'changes'; reason?: string };
