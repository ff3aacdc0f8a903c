// School sub-sites (screen dwsy/dlxxfz 登录学校分站): the platform's school sites with the employer's
// standing at each, one-step registration at another site reusing the verified profile, and entering a
// site where the employer is passed with a one-time auth code (no second password).

import type { AuthCode } from './account';
import type { PageQuery } from './paging';
import { employerReviewWorkflow, type EmployerReviewState } from './workflow';

export const schoolSitePaths = {
  /** GET ?page&size: the school sites with the employer's standing at each. */
  list: '/com/xxfz/fzlb',
  /** POST {xxdm}: registers at the site in one step with the employer's verified profile. */
  register: '/com/xxfz/yjzc',
  /** POST {xxdm}: submits a rejected or changes-requested registration at the site again. */
  resubmit: '/com/xxfz/cxtj',
  /** POST {xxdm}: a one-time code to enter the site (only where passed), handed to /dwpage/authlogin. */
  enter: '/com/xxfz/jrfz',
} as const;

export type SchoolSiteListQuery = PageQuery;

/** Body of yjzc, cxtj and jrfz. */
export type SchoolSiteRequest = { xxdm: string };

/** One school site of the list. */
export type SchoolSiteItem = {
  xxdm: string;
  /** The site's name (网站名称). */
  wzmc: string;
  /** The site's colour (wzzsd, #rrggbb). */
  wzzsd: string;
  /** State code of employerReviewWorkflow ('1' 待审核 … '4' 需修改), '' where the employer never registered. */
  zt: string;
  /** The school's reason of the latest rejection or change request ('' when none). */
  shyj: string;
  /** When it last submitted there, 'YYYY-MM-DD HH:mm:ss' ('' where never registered). */
  tjsj: string;
  /** The site the session is at. */
  dqzd: boolean;
  /** The site where the employer first registered (its profile was verified there). */
  zczd: boolean;
};

/** Result of jrfz: the auth code of the site (as getAuthcode answers). */
export type EnterSiteResult = AuthCode;

/** Where the employer stands at a site, as the list names it: a state of employerReviewWorkflow or none. */
export type SiteStanding = EmployerReviewState | 'none';

export const NOT_REGISTERED_LABEL = '未注册';

/** The standing of a list item, from its state code. */
export function siteStandingOf(item: Pick<SchoolSiteItem, 'zt'>): SiteStanding {
  if (item.zt === '') return 'none';
  const state = (Object.keys(employerReviewWorkflow.states) as EmployerReviewState[]).find(
    (key) => employerReviewWorkflow.states[key].code === item.zt,
  );
  return state ?? 'none';
}

export function siteStandingLabel(standing: SiteStanding): string {
  return standing === 'none' ? NOT_REGISTERED_LABEL : employerReviewWorkflow.states[standing].label;
}

/** The refusals of the sub-site calls, shared so the screens and the tests read the same words. */
export const schoolSiteMessages = {
  siteMissing: '该学校分站不存在，请刷新列表后重试',
  alreadyRegistered: '贵单位已在该学校分站注册，无需重复注册',
  homeNotPassed: '贵单位的注册信息尚未通过注册站点的审核，审核通过后才能一键注册其他学校分站',
  notRegistered: '贵单位尚未在该学校分站注册，请先一键注册',
  notPassed: '贵单位在该学校分站的注册尚未审核通过，审核通过后才能进入',
  notResubmittable: '该学校分站的注册不是“已驳回”或“需修改”状态，无需重新提交',
  registered: '已提交注册，请等待该学校审核',
  registeredPassed: '注册成功，该学校分站已自动审核通过',
  resubmitted: '已重新提交，请等待该学校审核',
} as const;
