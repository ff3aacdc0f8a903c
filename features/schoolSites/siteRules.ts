import {
  siteStandingLabel,
  siteStandingOf,
  type SchoolSiteItem,
  type SiteStanding,
} from '../../contract/schoolSites';
import type { TagTone } from '../../ui/Tag';

// What the 登录学校分站 list shows and offers for each site, as plain rules the screen and tests share.

/** What a site's card offers: one action, or a note where there is nothing to do. */
export type SiteOffer =
  | { kind: 'register' }
  | { kind: 'resubmit' }
  | { kind: 'enter' }
  /** The session is at this site already. */
  | { kind: 'here' }
  /** Waiting for the school. */
  | { kind: 'waiting' }
  /** An action the user's role does not allow (账号管理·管理). */
  | { kind: 'needsManage' };

export const SITE_ACTION_LABELS = { register: '一键注册', resubmit: '重新提交', enter: '进入' } as const;

/**
 * The offer of a site: 一键注册 where not registered and 重新提交 where rejected or changes were asked
 * (both need 账号管理·管理), 进入 where passed unless the session is there already.
 */
export function siteOffer(item: SchoolSiteItem, canManage: boolean): SiteOffer {
  const standing = siteStandingOf(item);
  switch (standing) {
    case 'none':
      return canManage ? { kind: 'register' } : { kind: 'needsManage' };
    case 'rejected':
    case 'changes':
      return canManage ? { kind: 'resubmit' } : { kind: 'needsManage' };
    case 'pending':
      return { kind: 'waiting' };
    case 'passed':
      return item.dqzd ? { kind: 'here' } : { kind: 'enter' };
  }
}

const TONES: Record<SiteStanding, TagTone> = {
  none: 'default',
  pending: 'warning',
  passed: 'success',
  rejected: 'danger',
  changes: 'warning',
};

/** The standing as its tag shows it. */
export function standingTag(item: SchoolSiteItem): { label: string; tone: TagTone } {
  const standing = siteStandingOf(item);
  return { label: siteStandingLabel(standing), tone: TONES[standing] };
}

/** The school's reason to show, with its heading, where it rejected or asked for changes. */
export function schoolReason(item: SchoolSiteItem): { title: string; text: string } | null {
  const standing = siteStandingOf(item);
  if ((standing !== 'rejected' && standing !== 'changes') || item.shyj.trim() === '') return null;
  return { title: standing === 'rejected' ? '驳回原因' : '修改意见', text: item.shyj };
}

/** The confirmation of 一键注册: what is sent and that the school reviews it. */
export function registerConfirmation(item: SchoolSiteItem): { title: string; content: string } {
  return {
    title: `一键注册“${item.wzmc}”？`,
    content:
      '将使用贵单位已审核通过的单位信息（单位名称、统一社会信用代码、单位性质、所属行业、营业执照）向该学校提交注册，无需重新填写。该学校审核通过后，即可进入该分站发布信息。',
  };
}

/** The confirmation of 重新提交 after a rejection or a change request. */
export function resubmitConfirmation(item: SchoolSiteItem): { title: string; content: string } {
  return {
    title: `向“${item.wzmc}”重新提交注册？`,
    content: '将使用贵单位当前的单位信息重新提交该学校审核。如需修改单位信息，请先在“单位信息维护”中修改。',
  };
}

/** The employer app's address at a site, entered with its one-time code (route AuthLogin). */
export function authLoginPath(code: string, xxdm: string): string {
  return `/authlogin?${new URLSearchParams({ code, xxdm }).toString()}`;
}
