// Positions (招聘职位): the employer's calls under /com/zpgw, the school's under /mgr/zpgw, the public
// ones under /web/wsjysc/wzsy. Field names are the spec's style (pinyin initials); coded values are
// strings (contract/codeLists.ts); states are postingWorkflow's codes (contract/workflow.ts).

import type { Page } from './paging';
import type { WordingFlag } from './recruitmentWording';
import type { ReviewHistoryEntry } from './workflow';

export const positionPaths = {
  save: '/com/zpgw/save',
  submit: '/com/zpgw/submit',
  withdraw: '/com/zpgw/withdraw',
  offline: '/com/zpgw/offline',
  remove: '/com/zpgw/remove',
  copy: '/com/zpgw/copy',
  list: '/com/zpgw/list',
  detail: '/com/zpgw/detail',
  history: '/com/zpgw/history',
  /** The employer's published positions, for linking to an announcement (id and name only). */
  published: '/com/zpgw/published',
  schoolList: '/mgr/zpgw/list',
  schoolDetail: '/mgr/zpgw/detail',
  schoolHistory: '/mgr/zpgw/history',
  schoolReview: '/mgr/zpgw/review',
  schoolBulkPass: '/mgr/zpgw/bulkPass',
  schoolOffline: '/mgr/zpgw/offline',
  publicList: '/web/wsjysc/wzsy/getZpgw',
  publicDetail: '/web/wsjysc/wzsy/getZpgwxq',
} as const;

/** What the employer writes (POST /com/zpgw/save; without id it creates a draft). */
export type PositionDraft = {
  /** Absent for a new draft. */
  id?: string;
  /** 职位名称. */
  zwmc: string;
  /** 工作性质: '1' full-time, '2' internship, '3' part-time. */
  gzxz: string;
  /** 职位类别: the two-digit national category code. */
  zwlb: string;
  /** 学历要求: '0' any … '4' doctorate. */
  xlyq: string;
  /** 专业要求, free text ('' when any). */
  zyyq: string;
  /** Major tags (may be empty). */
  zybq: string[];
  /** 招聘人数 (>= 1). */
  zprs: number;
  /** 薪资类型: '1' monthly, '2' annual, '3' negotiable (then no xzxx/xzsx). */
  xzlx: string;
  /** Salary minimum and maximum in yuan (monthly or annual by xzlx); null when negotiable. */
  xzxx: number | null;
  xzsx: number | null;
  /** 工作地点: a six-digit GB/T 2260 code (a district, or a city without districts). */
  gzdq: string;
  /** Street address. */
  gzdz: string;
  /** 职位描述: duties and requirements. */
  zwms: string;
  /** 简历接收方式: '1' this system, '2' e-mail, '3' both. */
  jlfs: string;
  /** Resume e-mail, required when jlfs is '2' or '3' ('' otherwise). */
  jlyx: string;
  /** 联系人 and 联系电话 (mobile or landline). */
  lxr: string;
  lxdh: string;
  /** 开始日期 and 截止日期, YYYY-MM-DD (the deadline: not in the past, at most a year ahead). */
  kssj: string;
  jzrq: string;
  /** 公开范围: '1' campus only, '2' public. */
  gkfw: string;
  /** 福利 tags. */
  fl: string[];
  /**
   * 内容说明: the employer's explanation to the reviewer of wording the content check flags (e.g. a
   * physically demanding post that really needs it); '' when none.
   */
  nrsm: string;
};

/** A position as its employer (and the school) sees it. */
export type Position = Required<Omit<PositionDraft, 'id'>> & {
  id: string;
  /** State code (postingWorkflow). */
  zt: string;
  /** The reviewer's reason of the latest rejection, change request or school take-down ('' when none). */
  shyj: string;
  /** The school site it is posted at. */
  xxdm: string;
  /** The work location's name, e.g. 山东省 济南市 历下区 (so lists need not load the division tree). */
  gzdqmc: string;
  /** Employer id and name. */
  dwid: string;
  dwmc: string;
  /** Created, last updated, first submitted, published: 'YYYY-MM-DD HH:mm:ss' China time, '' when not yet. */
  cjsj: string;
  gxsj: string;
  tjsj: string;
  fbsj: string;
  /** Applications received (0 until students apply). */
  sqrs: number;
};

/** A row of a list (GET /com/zpgw/list, /mgr/zpgw/list). */
export type PositionListItem = Pick<
  Position,
  | 'id'
  | 'zwmc'
  | 'gzxz'
  | 'zwlb'
  | 'xlyq'
  | 'zprs'
  | 'xzlx'
  | 'xzxx'
  | 'xzsx'
  | 'gzdq'
  | 'gzdqmc'
  | 'jzrq'
  | 'zt'
  | 'shyj'
  | 'xxdm'
  | 'dwid'
  | 'dwmc'
  | 'gxsj'
  | 'tjsj'
  | 'fbsj'
  | 'sqrs'
>;

/** GET /com/zpgw/list: the employer's positions at the session's site. */
export type PositionListQuery = {
  page?: number;
  size?: number;
  /** A state code, or absent for every state. */
  zt?: string;
  /** Matches the name. */
  keyword?: string;
};

/** The employer list also answers the count of each state (the tabs), keyed by state code. */
export type PositionListResult = Page<PositionListItem> & { counts: Record<string, number> };

/** POST /com/zpgw/submit, withdraw, offline, remove, copy: { id }. copy answers the new draft's { id }. */
export type PositionIdRequest = { id: string };
export type SavedId = { id: string };
/**
 * What a transition answers (submit, withdraw, offline; the school's review and offline): the
 * position's state after it (submit answers '2' where the site passes submissions automatically).
 */
export type PositionStateResult = { id: string; zt: string };

/** POST /com/zpgw/offline may carry the employer's optional reason. */
export type PositionOfflineRequest = { id: string; reason?: string };

/** GET /mgr/zpgw/list: the school's queue (default: pending, oldest submission first). */
export type SchoolPositionListQuery = {
  page?: number;
  size?: number;
  /** State code; default (absent) '1' (pending); '' every state. */
  zt?: string;
  /** Matches the position or the employer name. */
  keyword?: string;
  /** Filters sent empty ('') filter nothing, here and in the other lists. */
  gzxz?: string;
  zwlb?: string;
  /** Only positions whose wording the content check flags. */
  flagged?: '1' | '';
};

export type SchoolPositionListItem = PositionListItem & {
  /** The content check's flags on what was submitted (the reviewer's attention). */
  flags: WordingFlag[];
};

/** POST /mgr/zpgw/review. A reason is required for reject and changes. */
export type ReviewRequest = { id: string; action: 'pass' | 'reject' | 'changes'; reason?: string };

/** POST /mgr/zpgw/bulkPass: passes every listed pending position; answers how many passed and which not. */
export type BulkPassRequest = { ids: string[] };
export type BulkPassResult = { passed: string[]; failed: { id: string; message: string }[] };

/** POST /mgr/zpgw/offline: the school takes a published position down, with a reason. */
export type SchoolOfflineRequest = { id: string; reason: string };

/** GET /com/zpgw/detail?id= and /mgr/zpgw/detail?id=: the position, its flags and its history. */
export type PositionDetail = Position & { flags: WordingFlag[]; history: ReviewHistoryEntry[] };

/**
 * GET /com/zpgw/published: the employer's published positions at the session's site that are still
 * open, latest update first, at most MAX_PAGE_SIZE of them, optionally matching a keyword on the name.
 */
export type PublishedPositionQuery = { keyword?: string };
export type PublishedPositionOption = { id: string; zwmc: string };

/** GET /web/wsjysc/wzsy/getZpgw: published positions of a site, newest first. */
export type PublicPositionQuery = {
  xxdm: string;
  page?: number;
  size?: number;
  keyword?: string;
  /** Category code (zwlb). */
  category?: string;
  /** Nature code (gzxz). */
  nature?: string;
  /** A city's six-digit code (e.g. 370100; a municipality's own code, e.g. 110000). */
  city?: string;
  /** Education code (xlyq). */
  education?: string;
};

/** What the public sees of a position: no review data, the employer's name, never its contacts' ids. */
export type PublicPosition = Omit<Position, 'shyj' | 'nrsm' | 'cjsj' | 'gxsj' | 'tjsj' | 'sqrs'>;
/**
 * GET getZpgwxq, open to anyone: without the contact (联系人, 联系电话, 简历邮箱), which only a signed-in
 * student sees (PublicPosition, /stu/zpgw/detail); the homepage's calls carry nothing private.
 */
export type PublicPositionDetail = Omit<PublicPosition, 'lxr' | 'lxdh' | 'jlyx'>;
export type PublicPositionListItem = Pick<
  PublicPosition,
  | 'id'
  | 'zwmc'
  | 'gzxz'
  | 'zwlb'
  | 'xlyq'
  | 'zprs'
  | 'xzlx'
  | 'xzxx'
  | 'xzsx'
  | 'gzdq'
  | 'gzdqmc'
  | 'jzrq'
  | 'dwmc'
  | 'fbsj'
  | 'gkfw'
>;

/** GET /web/wsjysc/wzsy/getZpgwxq?id=&xxdm=: with xxdm, another site's position answers as missing. */
export type PublicPositionQueryById = { id: string; xxdm?: string };
