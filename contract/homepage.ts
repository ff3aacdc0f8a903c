// The public school homepage (spec section 7's /web/wsjysc/wzsy calls) and the console's content
// management of it (/mgr/wznr). Field names are the spec's style (pinyin initials). The public calls
// need no session and no cookie, and carry nothing private: the site's own content, published only.

import type { Page } from './paging';

const WZSY = '/web/wsjysc/wzsy';

/** Public calls: the by-site ones take the school code as the last path segment (`${path}/${xxdm}`). */
export const homepagePaths = {
  /** Banners active today, in order. */
  banners: `${WZSY}/getLbt`,
  /** Navigation columns (栏目) of notices and news, in order. */
  columns: `${WZSY}/getXwlm`,
  /** Friendly links (友情链接). */
  friendlyLinks: `${WZSY}/getYqlj`,
  /** Quick links (快捷导航). */
  quickLinks: `${WZSY}/getKjdh`,
  /** Template and look: logo, template id, footer. */
  template: `${WZSY}/getWzmb`,
  /** GET ?xxdm=&lmid=&keyword=&page=&size=: published notices, pinned first, newest first. */
  notices: `${WZSY}/getTzgg`,
  /** GET ?id=&xxdm=: one published notice. */
  noticeDetail: `${WZSY}/getTzggxq`,
  /** GET ?xxdm=: the homepage's first screen in one answer (cached, with ETag). */
  homepage: `${WZSY}/getLbsj`,
  /** GET ?xxdm=&keyword=&page=&size=: site search over the notices' titles and text. */
  search: `${WZSY}/getWzpc`,
} as const;

/** The console's content management, always of the staff member's own site. */
export const siteContentPaths = {
  banners: '/mgr/wznr/lbt/list',
  saveBanner: '/mgr/wznr/lbt/save',
  removeBanner: '/mgr/wznr/lbt/remove',
  columns: '/mgr/wznr/lm/list',
  saveColumn: '/mgr/wznr/lm/save',
  removeColumn: '/mgr/wznr/lm/remove',
  notices: '/mgr/wznr/tzgg/list',
  notice: '/mgr/wznr/tzgg/detail',
  saveNotice: '/mgr/wznr/tzgg/save',
  removeNotice: '/mgr/wznr/tzgg/remove',
  links: '/mgr/wznr/lj/list',
  saveLink: '/mgr/wznr/lj/save',
  removeLink: '/mgr/wznr/lj/remove',
  look: '/mgr/wznr/wzmb/get',
  saveLook: '/mgr/wznr/wzmb/save',
} as const;

/** The public site's addresses: `/` is the main site; every site also at /site/<xxdm>/. */
export const PUBLIC_SITE_PREFIX = '/site/';
export const publicSiteBase = (xxdm: string) => `${PUBLIC_SITE_PREFIX}${xxdm}/`;
export const sitemapPath = (xxdm: string) => `${publicSiteBase(xxdm)}sitemap.xml`;

/** A banner (轮播图): an uploaded image (bucket zpgg), an optional link, its order and active dates. */
export type Banner = {
  id: string;
  /** 标题: the image's alternative text. */
  bt: string;
  /** 图片: the stored upload's path (shown through /pub/file/previewFile?path=). */
  tp: string;
  /** 链接: http(s) address or a path of this site; '' when the banner links nowhere. */
  lj: string;
  /** 排序: smaller first. */
  px: number;
  /** 开始/结束日期 YYYY-MM-DD, '' for open-ended. */
  ksrq: string;
  jsrq: string;
};
export type BannerDraft = Omit<Banner, 'id'> & { id?: string };

/** A column (栏目) the notices and news are filed under, shown in the navigation. */
export type Column = { id: string; lmmc: string; px: number };
export type ColumnDraft = Omit<Column, 'id'> & { id?: string };

/** 链接类型: '1' quick link (快捷导航), '2' friendly link (友情链接). */
export type LinkKind = '1' | '2';
export type SiteLink = { id: string; lx: LinkKind; mc: string; lj: string; px: number };
export type SiteLinkDraft = Omit<SiteLink, 'id'> & { id?: string };

/** An attachment of a notice: a stored upload (bucket zpgg) and the name it was uploaded with. */
export type NoticeAttachment = { path: string; name: string };

/** A notice or news item (通知公告). */
export type Notice = {
  id: string;
  /** 栏目 id and name. */
  lmid: string;
  lmmc: string;
  /** 标题 (at most NOTICE_TITLE_LIMIT characters). */
  bt: string;
  /** 内容: sanitized rich-text HTML (the announcements' allowlist). */
  nr: string;
  fj: NoticeAttachment[];
  /** 置顶 '1' pinned. */
  zd: '0' | '1';
  /** 发布时间 'YYYY-MM-DD HH:mm:ss' (China time); a notice shows from then on. */
  fbsj: string;
};
export type NoticeListItem = Omit<Notice, 'nr' | 'fj'>;
export type NoticeDraft = Omit<Notice, 'id' | 'lmmc'> & { id?: string };

export type NoticeQuery = { xxdm: string; lmid?: string; keyword?: string; page?: number; size?: number };
export type NoticeQueryById = { id: string; xxdm?: string };

/** The site's look (网站模板): template, logo and footer; the name and colour are getWzsz's. */
export type SiteLook = {
  /** 模板 id (SITE_TEMPLATES). */
  mbid: string;
  /** 标志: a stored upload's path, '' for none (the name shows alone). */
  logo: string;
  /** 页脚: address, telephone, copyright lines (plain text). */
  dz: string;
  dh: string;
  bq: string;
};
/** GET getWzmb/{xxdm}: the look with the site's name and colour. */
export type SiteTemplate = SiteLook & { xxdm: string; wzmc: string; wzzsd: string };

/** The templates a school chooses from: the blocks' order and the header's style. */
export const SITE_TEMPLATES = [
  { mbid: '1', mbmc: '经典（通知在前）' },
  { mbid: '2', mbmc: '招聘优先（职位在前）' },
] as const;

/** GET getLbsj?xxdm=: what the homepage's first screen shows, in one cached answer. */
export type HomepageData = {
  wzmb: SiteTemplate;
  lbt: Banner[];
  xwlm: Column[];
  /** The newest notices (pinned first), HOMEPAGE_NOTICE_COUNT at most. */
  tzgg: NoticeListItem[];
  kjdh: SiteLink[];
  yqlj: SiteLink[];
};

/** One hit of the site search: the notice and a snippet of its text around the keyword. */
export type SearchHit = NoticeListItem & { zy: string };
export type SearchQuery = { xxdm: string; keyword: string; page?: number; size?: number };
export type SearchResult = Page<SearchHit>;

/** The console's notice list (every publish time, future ones too). */
export type ConsoleNoticeQuery = { lmid?: string; keyword?: string; page?: number; size?: number };

export const HOMEPAGE_NOTICE_COUNT = 8;
export const NOTICE_TITLE_LIMIT = 100;
export const NOTICE_MAX_ATTACHMENTS = 5;
export const BANNER_TITLE_LIMIT = 50;
export const COLUMN_NAME_LIMIT = 20;
export const LINK_NAME_LIMIT = 30;
export const LINK_URL_LIMIT = 500;
export const FOOTER_LINE_LIMIT = 100;
/** A site's banners, columns and links each stop here: the homepage shows them all at once. */
export const MAX_BANNERS = 10;
export const MAX_COLUMNS = 12;
export const MAX_LINKS_PER_KIND = 30;

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/** An address a banner or link may open: http(s), or a path of this server. */
export function isAllowedLink(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Problems of a banner, by field, in the form's words (both the form and the server apply them). */
export function checkBanner(draft: BannerDraft): Partial<Record<keyof BannerDraft, string>> {
  const problems: Partial<Record<keyof BannerDraft, string>> = {};
  if (draft.bt.trim() === '') problems.bt = '请输入轮播图标题';
  else if (draft.bt.length > BANNER_TITLE_LIMIT) problems.bt = `标题不能超过${BANNER_TITLE_LIMIT}个字`;
  if (draft.tp === '') problems.tp = '请上传轮播图片';
  if (draft.lj !== '' && (draft.lj.length > LINK_URL_LIMIT || !isAllowedLink(draft.lj)))
    problems.lj = '链接应以 http://、https:// 或 / 开头';
  if (!Number.isInteger(draft.px) || draft.px < 0 || draft.px > 999) problems.px = '排序应为0到999之间的整数';
  for (const key of ['ksrq', 'jsrq'] as const)
    if (draft[key] !== '' && !DATE_PATTERN.test(draft[key])) problems[key] = '日期格式应为YYYY-MM-DD';
  if (problems.ksrq === undefined && problems.jsrq === undefined && draft.ksrq !== '' && draft.jsrq !== '')
    if (draft.jsrq < draft.ksrq) problems.jsrq = '结束日期不能早于开始日期';
  return problems;
}

export function checkColumn(draft: ColumnDraft): Partial<Record<keyof ColumnDraft, string>> {
  const problems: Partial<Record<keyof ColumnDraft, string>> = {};
  if (draft.lmmc.trim() === '') problems.lmmc = '请输入栏目名称';
  else if (draft.lmmc.length > COLUMN_NAME_LIMIT) problems.lmmc = `栏目名称不能超过${COLUMN_NAME_LIMIT}个字`;
  if (!Number.isInteger(draft.px) || draft.px < 0 || draft.px > 999) problems.px = '排序应为0到999之间的整数';
  return problems;
}

export function checkLink(draft: SiteLinkDraft): Partial<Record<keyof SiteLinkDraft, string>> {
  const problems: Partial<Record<keyof SiteLinkDraft, string>> = {};
  if (draft.lx !== '1' && draft.lx !== '2') problems.lx = '请选择链接类型';
  if (draft.mc.trim() === '') problems.mc = '请输入链接名称';
  else if (draft.mc.length > LINK_NAME_LIMIT) problems.mc = `链接名称不能超过${LINK_NAME_LIMIT}个字`;
  if (draft.lj.trim() === '') problems.lj = '请输入链接地址';
  else if (draft.lj.length > LINK_URL_LIMIT || !isAllowedLink(draft.lj))
    problems.lj = '链接应以 http://、https:// 或 / 开头';
  if (!Number.isInteger(draft.px) || draft.px < 0 || draft.px > 999) problems.px = '排序应为0到999之间的整数';
  return problems;
}

/** The notice's fields but its body (the server measures the sanitized body itself). */
export function checkNotice(draft: NoticeDraft): Partial<Record<keyof NoticeDraft, string>> {
  const problems: Partial<Record<keyof NoticeDraft, string>> = {};
  if (draft.lmid === '') problems.lmid = '请选择栏目';
  if (draft.bt.trim() === '') problems.bt = '请输入标题';
  else if (draft.bt.length > NOTICE_TITLE_LIMIT) problems.bt = `标题不能超过${NOTICE_TITLE_LIMIT}个字`;
  if (draft.nr.replace(/<[^>]*>/g, '').trim() === '' && !draft.nr.includes('<img'))
    problems.nr = '请输入内容';
  if (draft.fj.length > NOTICE_MAX_ATTACHMENTS) problems.fj = `附件最多${NOTICE_MAX_ATTACHMENTS}个`;
  if (!TIME_PATTERN.test(draft.fbsj)) problems.fbsj = '请选择发布时间';
  if (draft.zd !== '0' && draft.zd !== '1') problems.zd = '请选择是否置顶';
  return problems;
}

export function checkLook(look: SiteLook): Partial<Record<keyof SiteLook, string>> {
  const problems: Partial<Record<keyof SiteLook, string>> = {};
  if (!SITE_TEMPLATES.some((template) => template.mbid === look.mbid)) problems.mbid = '请选择网站模板';
  for (const key of ['dz', 'dh', 'bq'] as const)
    if (look[key].length > FOOTER_LINE_LIMIT) problems[key] = `不能超过${FOOTER_LINE_LIMIT}个字`;
  return problems;
}

/** A banner shows on a China date when the date lies within its active dates. */
export function bannerActiveOn(banner: Pick<Banner, 'ksrq' | 'jsrq'>, date: string): boolean {
  return (banner.ksrq === '' || banner.ksrq <= date) && (banner.jsrq === '' || date <= banner.jsrq);
}

/** The public site's pages under a site's base (`/site/<xxdm>/` + page); details end in the item's id. */
export const publicSitePages = {
  home: '',
  notices: 'tzgg',
  announcements: 'zpgg',
  positions: 'zpgw',
  fairs: 'zph',
  talks: 'xjh',
  search: 'search',
} as const;
export type PublicSitePage = keyof typeof publicSitePages;
