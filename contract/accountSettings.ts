/**
 * 账号设置 (zhgl/zhsz), each signed-in user's own account: the login mobile, the WeChat and app links
 * that log it in without a password, and its sessions. The password is changed at wsdwyh (POST
 * /com/zhsz/xgmm, contract/account.ts).
 */
export const accountSettingsPaths = {
  /** 获取更换手机验证码: a code to the new mobile. */
  mobileCode: '/com/zhsz/ghsjyzm',
  /** 更换手机号. */
  changeMobile: '/com/zhsz/ghsj',
  /** 绑定列表: the WeChat and app links. */
  links: '/com/zhsz/bdlb',
  /** 解除绑定. */
  unbindLink: '/com/zhsz/jcbd',
  /** 登录设备: the live sessions. */
  sessions: '/com/zhsz/dlsb',
  /** 退出设备: ends one session. */
  endSession: '/com/zhsz/tcsb',
  /** 退出其他设备: ends every session but the caller's. */
  endOtherSessions: '/com/zhsz/tcqtsb',
} as const;

/** POST /com/zhsz/ghsjyzm (JSON). */
export type MobileCodeRequest = { sjhm: string };

/** POST /com/zhsz/ghsj (JSON): the new mobile, the code sent to it and the current password (RSA). */
export type ChangeMobileRequest = { sjhm: string; yzm: string; mm: string };

/** Result of POST /com/zhsz/ghsj: the new login mobile, masked. */
export type ChangedMobile = { sjhm: string };

export type LoginLinkKind = 'wechat' | 'app';

export const LOGIN_LINK_KIND_NAMES: Record<LoginLinkKind, string> = { wechat: '微信', app: 'App' };

/** A WeChat identity or app device that logs this user in (GET /com/zhsz/bdlb). */
export type LoginLink = {
  id: string;
  lx: LoginLinkKind;
  /** The device it was bound from (browser and system), '未知设备' when unknown. */
  sb: string;
  /** 绑定时间 and 最近使用 (zh-CN date and time, China time); zjsy '' when never used since. */
  bdsj: string;
  zjsy: string;
};

/** A live session of this user (GET /com/zhsz/dlsb), the caller's first, then the latest active. */
export type LoginSession = {
  id: string;
  /** Device: browser and system read from its user agent, '未知设备' when unknown. */
  sb: string;
  /** Its network address, masked (last IPv4 byte, IPv6 past the /64), '' when unknown. */
  dz: string;
  /** 登录时间 and 最近活动 (China time). */
  dlsj: string;
  zjhd: string;
  /** 当前设备: the session making the call. */
  dqsb: boolean;
};

/** POST /com/zhsz/jcbd and /com/zhsz/tcsb (JSON). */
export type SettingsIdRequest = { id: string };

/** Result of POST /com/zhsz/tcqtsb: how many sessions ended. */
export type EndedSessions = { sl: number };

export const MOBILE_UNCHANGED = '新手机号不能与当前手机号相同';
export const LINK_NOT_FOUND = '绑定不存在或已解除';
export const SESSION_NOT_FOUND = '该设备的登录已失效';
/** The list of sessions shows this many, the latest active first. */
export const SESSIONS_SHOWN = 50;
