// Employer accounts: login, registration, forgot password, session info.
// Every password field (mm, ymm, xmm) is RSA-OAEP (SHA-256) ciphertext in base64, encrypted with the
// key from GET /com/auth/getPubKey.

export const accountPaths = {
  publicKey: '/com/auth/getPubKey',
  passwordLogin: '/com/dwdl/dlmmjy',
  loginCode: '/com/dwdl/hqdlyzm',
  codeLogin: '/com/dwdl/dlyzmjy',
  wechatLogin: '/com/dwdl/dwwxdl',
  appLogin: '/com/dwdl/dwappdl',
  logout: '/com/dwdl/logout',
  registrationCode: '/com/dwzc/hqzcyzm',
  register: '/com/dwzc/zc',
  userInfo: '/com/dwyh/info',
  employerInfo: '/com/glxj/getdwxx',
  changePassword: '/com/zhsz/xgmm',
  forgotFindEmployers: '/com/dwwjmm/cxdw',
  forgotCheckEmployer: '/com/dwwjmm/jydwxx',
  forgotSendCode: '/com/dwwjmm/hqyzm',
  forgotCheckCode: '/com/dwwjmm/jyyzm',
  forgotResetPassword: '/com/dwwjmm/czmm',
  passwordAppeal: '/com/dwwjmm/mmss',
  employerList: '/com/dwyh/dwlb',
  switchEmployer: '/com/dwyh/qhdw',
  saveUserDetails: '/com/dwyh/wsxx',
  issueAuthCode: '/com/openAuth/getAuthcode',
  standing: '/com/dwyh/shzt',
  resubmit: '/com/dwyh/tjsh',
  authCodeLogin: '/com/openAuth/loginByAuthcode',
} as const;

/** Result of GET /com/auth/getPubKey: RSA-2048 SubjectPublicKeyInfo (DER) in base64. */
export type PublicKey = string;

/** POST /com/dwdl/dlmmjy (JSON). */
export type PasswordLoginRequest = { sjhm: string; mm: string; xxdm: string };

/** POST /com/dwdl/hqdlyzm and POST /com/dwzc/hqzcyzm (JSON): send a 6-digit code to sjhm. */
export type SendCodeRequest = { sjhm: string; xxdm: string };

/** POST /com/dwdl/dlyzmjy (JSON). */
export type CodeLoginRequest = { sjhm: string; yzm: string; xxdm: string };

/** Result of every employer login (and of registration, which logs in). */
export type EmployerLoginResult = {
  /** Sent back in header accessToken; valid 7 days. */
  token: string;
  dwid: string;
  jbxxid: string;
  dwmc: string;
  tyshxydm: string;
  /** The site logged in at. */
  xxdm: string;
  /**
   * How many employers this login acts for (its own and those it was added to). Above 1 the client
   * lets the person choose (route pickdwxs); absent from older backends, which means 1.
   */
  dwsl?: number;
  /**
   * 密码待设置: a sub-account opened (or reset) by its main account has no password yet; it logs in by
   * SMS code and the client sends it to wsdwyh to choose one. Absent means false.
   */
  mmdsz?: boolean;
};

/**
 * POST /com/dwdl/dwwxdl (JSON). `code` stands for the WeChat identity (this server has no WeChat
 * connection, so the code itself is the identity). With sjhm + mm the code is linked to that account;
 * without them a linked code logs in directly.
 */
export type WechatLoginRequest = { code: string; sjhm?: string; mm?: string; xxdm: string };

/** POST /com/dwdl/dwappdl (JSON): like dwwxdl, with the app's device id. */
export type AppLoginRequest = { deviceId: string; sjhm?: string; mm?: string; xxdm: string };

/** Result of dwwxdl and dwappdl: '1' logged in (linked), '0' not linked yet (no token). */
export type LinkedLoginResult = ({ isRelated: '1' } & EmployerLoginResult) | { isRelated: '0'; xxdm: string };

/** POST /com/dwzc/zc (JSON): register an employer and its first user, then log in. */
export type RegisterRequest = {
  /** Employer name. */
  dwmc: string;
  /** Unified social credit code (18 characters, GB 32100). */
  tyshxydm: string;
  /** Contact person. */
  lxr: string;
  sjhm: string;
  /** Code sent by /com/dwzc/hqzcyzm. */
  yzm: string;
  mm: string;
  xxdm: string;
  /** 单位性质 and 单位行业 codes (contract/codeLists.ts). */
  dwxz: string;
  dwhy: string;
  /** 营业执照: the stored path of the licence image, uploaded first to bucket yyzz. */
  yyzz: string;
};

/** The person behind a login: what wsdwyh collects. Empty strings until filled in. */
export type EmployerUserDetails = {
  /** Name (姓名). */
  xm: string;
  /** Post or job title at the employer (职务). */
  zw: string;
  /** E-mail (邮箱). */
  yx: string;
  /** Landline (固定电话), optional. */
  gddh: string;
};

/** Result of GET /com/dwyh/info: the session's employer and the person logged in. */
export type EmployerUserInfo = {
  dwid: string;
  dwmc: string;
  jbxxid: string;
  xxdm: string;
  /** Masked mobile, e.g. 138****5678. */
  sjhm: string;
  /** 密码待设置 (see EmployerLoginResult.mmdsz): wsdwyh then asks for no 原密码. */
  mmdsz?: boolean;
} & EmployerUserDetails;

/** POST /com/dwyh/wsxx (JSON): the person's details; gddh may be empty. Result: the saved details. */
export type SaveUserDetailsRequest = EmployerUserDetails;

/** One item of GET /com/dwyh/dwlb: an employer the logged-in account acts for. */
export type EmployerMembership = {
  dwid: string;
  jbxxid: string;
  dwmc: string;
  /** Masked credit code, 9111**********2K7W. */
  tyshxydm: string;
  /** Site the employer registered at. */
  zcxxdm: string;
  /** True for the employer the current session acts for. */
  isCurrent: boolean;
};

/** POST /com/dwyh/qhdw (JSON): act for another employer of the account. Result: a new login. */
export type SwitchEmployerRequest = { dwid: string };

/**
 * GET /com/openAuth/getAuthcode?xxdm (header accessToken): a one-time code that logs the same account
 * and employer in at site xxdm (default: the session's site), e.g. when opening a school sub-site.
 */
export type IssueAuthCodeQuery = { xxdm?: string };

/** Result of getAuthcode: hand `code` to /dwpage/authlogin?code=…&xxdm=… within `expiresIn` seconds. */
export type AuthCode = { code: string; xxdm: string; expiresIn: number };

/** POST /com/openAuth/loginByAuthcode (JSON): exchange the code at its site for a session. */
export type AuthCodeLoginRequest = { code: string; xxdm: string };

/** POST /com/glxj/getdwxx (JSON, optional body). Another employer's dwid answers code 404. */
export type EmployerInfoRequest = { dwid?: string };

/** Result of POST /com/glxj/getdwxx: the employer's basic info. */
export type EmployerInfo = {
  dwid: string;
  jbxxid: string;
  dwmc: string;
  tyshxydm: string;
  lxr: string;
  /** Masked mobile of the logged-in user. */
  sjhm: string;
  /** Site the employer registered at. */
  zcxxdm: string;
  /** Registration time, 'YYYY-MM-DD HH:mm:ss' (UTC+8). */
  zcsj: string;
};

/**
 * POST /com/zhsz/xgmm (JSON): change password; every other session of the user ends. A user whose
 * password is still to be set (mmdsz) sends ymm ''.
 */
export type ChangePasswordRequest = { ymm: string; xmm: string };

/** POST /com/dwwjmm/cxdw (JSON): step 1 (pick), by mobile or credit code. */
export type FindEmployersRequest = { zh: string };

/** One candidate of step 1; credit code and mobile masked. */
export type EmployerCandidate = { dwid: string; dwmc: string; tyshxydm: string; sjhm: string };

/** POST /com/dwwjmm/jydwxx (JSON): step 2, employer info must match the picked employer. */
export type CheckEmployerRequest = { dwid: string; dwmc: string; tyshxydm: string; xxdm: string };

/** Result of step 2: the reset ticket (valid 15 minutes) and where the code will go. */
export type ResetTicket = { pzid: string; sjhm: string };

/** POST /com/dwwjmm/hqyzm (JSON): step 3a, send a code to the registered mobile. */
export type ResetSendCodeRequest = { pzid: string };

/** POST /com/dwwjmm/jyyzm (JSON): step 3b, check the code. */
export type ResetCheckCodeRequest = { pzid: string; yzm: string };

/** POST /com/dwwjmm/czmm (JSON): step 4, new password; every session of the user ends. */
export type ResetPasswordRequest = { pzid: string; mm: string };

/** POST /com/dwwjmm/mmss (JSON): password appeal when the registered mobile is lost. */
export type PasswordAppealRequest = {
  dwmc: string;
  tyshxydm: string;
  lxr: string;
  /** How to reach the applicant (mobile or landline). */
  lxfs: string;
  /** Reason for the appeal. */
  ssly: string;
  xxdm: string;
};

/** Result of the appeal: its id. */
export type PasswordAppealResult = { ssid: string };

/**
 * GET /com/dwyh/shzt: the employer's standing at the session's site (its registration under that
 * school's review), with what it submitted, so the home can say where it stands and what to do.
 * Until passed, the employer may log in, complete its information and prepare drafts, but nothing it
 * submits for review is accepted.
 */
export type EmployerStanding = {
  /** State code of employerReviewWorkflow: '1' pending, '2' passed, '3' rejected, '4' changes requested. */
  zt: string;
  /** The school's reason of the latest rejection or change request ('' when none). */
  shyj: string;
  xxdm: string;
  dwmc: string;
  dwxz: string;
  dwhy: string;
  lxr: string;
  yyzz: string;
  /** Last submitted, 'YYYY-MM-DD HH:mm:ss'. */
  tjsj: string;
};

/** POST /com/dwyh/tjsh (JSON): a rejected or changes-requested employer corrects and submits again. */
export type ResubmitRegistrationRequest = { dwxz: string; dwhy: string; lxr: string; yyzz: string };

/** Refused when the employer is not passed at the site yet (any submission for review). */
export const EMPLOYER_NOT_PASSED_CODE = 4010;
