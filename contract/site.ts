// School sites: system config, main-site code, site settings, WeChat app id.

/** School code used when no other is known. */
export const DEFAULT_SCHOOL_CODE = '00000';
/** School codes (xxdm) are five digits; a student username starts with one. */
export const SCHOOL_CODE_PATTERN = '^[0-9]{5}$';

export const sitePaths = {
  systemConfig: '/pub/hqpz',
  mainSchoolCode: '/pub/hqzzxxdm',
  wechatAppId: '/pub/getWxAppid',
  /** GET `${siteSettings}/${xxdm}` */
  siteSettings: '/web/wsjysc/wzsy/getWzsz',
} as const;

/** POST /pub/hqpz. Body optional; header accessToken (employer, else student token) picks the site. */
export type SystemConfigRequest = { xxdm?: string };

/** Result of POST /pub/hqpz. */
export type SystemConfig = {
  /** Password strength level 2, 3 or 4 (rule key `password${pwdlevel}`). */
  pwdlevel: number;
  /** '1' when tag push is on. */
  tagpush: '0' | '1';
  /** Salary types offered for positions, comma separated (e.g. '月薪,年薪,面议'). */
  zpgwxzfs: string;
  /** '1' when instant messaging is on. */
  open_chat: '0' | '1';
  /** Chat page address; the client appends ?ticket=<token>. */
  chat_path: string;
  /** The site this config belongs to. */
  xxdm: string;
};

/** Result of POST /pub/hqzzxxdm: the main-site school code. */
export type MainSchoolCode = string;

/** One item of GET /web/wsjysc/wzsy/getWzsz/{xxdm} (the list is empty for an unknown site). */
export type SiteSetting = {
  xxdm: string;
  /** Site name. */
  wzmc: string;
  /** Template id. */
  mbid: string;
  /** Theme colour, #rrggbb. */
  wzzsd: string;
};

/** GET /pub/getWxAppid?xxdm= */
export type WechatAppIdQuery = { xxdm: string };
/** The site's WeChat official-account app id ('' when the site has none). */
export type WechatAppId = string;
