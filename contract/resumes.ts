// The student's online resume (在线简历) under /stu/grzx/jl, its completeness rule, the talent-pool
// consent, and the talent-search query types the employer side builds on. Field names are the spec's
// style (pinyin initials); coded values are strings (contract/codeLists.ts); months are 'YYYY-MM',
// days 'YYYY-MM-DD'.

import { checkEmail, checkIllegalCharsNamed, checkMobile } from '../ui/validators';
import { EDUCATION_REQUIREMENTS, JOB_CATEGORIES, JOB_NATURES } from './codeLists';

export const resumePaths = {
  /** GET: my resume with its completeness and my consent (ResumeView); an empty resume when none. */
  get: '/stu/grzx/jl/get',
  /** POST ResumeSaveRequest: the whole resume but its attachment; answers ResumeView. */
  save: '/stu/grzx/jl/save',
  /**
   * POST { path }: links a PDF uploaded through /pub/file/uploadFile to bucket RESUME_ATTACHMENT_BUCKET
   * (contract/files.ts) as the attachment resume, replacing any previous one; answers ResumeView.
   */
  attach: '/stu/grzx/jl/attach',
  /** POST (no body): removes the attachment resume; answers ResumeView. */
  detach: '/stu/grzx/jl/detach',
  /** GET: ConsentView. */
  consent: '/stu/grzx/jl/consent',
  /** POST ConsentRequest: opt in to or out of the talent pool; answers ConsentView. */
  setConsent: '/stu/grzx/jl/setConsent',
} as const;

/** 性别 (GB/T 2261.1). */
export const GENDERS = [
  { code: '1', label: '男' },
  { code: '2', label: '女' },
] as const;

/** 政治面貌 (GB/T 4762, the codes students meet). */
export const POLITICAL_STATUSES = [
  { code: '01', label: '中共党员' },
  { code: '02', label: '中共预备党员' },
  { code: '03', label: '共青团员' },
  { code: '13', label: '群众' },
  { code: '12', label: '无党派人士' },
  { code: '04', label: '民主党派成员' },
] as const;

/**
 * 学历 of an education entry: the position's 学历要求 scale without 不限 ('1' 专科 … '4' 博士), so "meets a
 * position's requirement" is a comparison of codes.
 */
export const RESUME_DEGREES = EDUCATION_REQUIREMENTS.filter((item) => item.code !== '0');

/** 计算机等级. */
export const COMPUTER_LEVELS = [
  { code: '1', label: '全国计算机等级考试一级' },
  { code: '2', label: '全国计算机等级考试二级' },
  { code: '3', label: '全国计算机等级考试三级' },
  { code: '4', label: '全国计算机等级考试四级' },
] as const;

/** 活动类型 of a campus entry. */
export const CAMPUS_ENTRY_TYPES = [
  { code: '1', label: '校园活动' },
  { code: '2', label: '获奖荣誉' },
] as const;

/** 基本信息. */
export type ResumeBasic = {
  /** 姓名. */
  xm: string;
  /** 性别: GENDERS code, '' unset. */
  xb: string;
  /** 出生日期 'YYYY-MM-DD', '' unset. */
  csrq: string;
  /** 政治面貌: POLITICAL_STATUSES code, '' unset. */
  zzmm: string;
  /** 籍贯, free text (e.g. 山东济南). */
  jg: string;
  /** 手机号码. */
  sjhm: string;
  /** 电子邮箱. */
  dzyx: string;
};

/** One 教育经历 entry. */
export type ResumeEducation = {
  /** 学校名称. */
  xxmc: string;
  /** 专业. */
  zy: string;
  /** 学历: RESUME_DEGREES code. */
  xl: string;
  /** 开始 and 结束 month 'YYYY-MM'; jssj is the (expected) graduation month. */
  kssj: string;
  jssj: string;
  /** GPA and 排名, optional free text ('' when not given), e.g. '3.6/4.0', '前10%'. */
  gpa: string;
  pm: string;
};

/** One 实习/工作经历 entry. */
export type ResumeWork = {
  /** 单位名称. */
  dwmc: string;
  /** 职位. */
  zw: string;
  /** 'YYYY-MM'; jssj '' means ongoing (至今). */
  kssj: string;
  jssj: string;
  /** 工作内容. */
  ms: string;
};

/** One 项目经历 entry. */
export type ResumeProject = {
  /** 项目名称. */
  xmmc: string;
  /** 担任角色. */
  js: string;
  /** 'YYYY-MM'; jssj '' means ongoing. */
  kssj: string;
  jssj: string;
  /** 项目描述. */
  ms: string;
};

/** One 校园活动/获奖 entry. */
export type ResumeCampusEntry = {
  /** CAMPUS_ENTRY_TYPES code. */
  lx: string;
  /** 名称 (activity or award). */
  mc: string;
  /** 'YYYY-MM'. */
  sj: string;
  /** 说明 ('' allowed). */
  ms: string;
};

/** 技能证书. */
export type ResumeSkills = {
  /** 英语四级/六级 scores (0-710), null when not taken. */
  cet4: number | null;
  cet6: number | null;
  /** 计算机等级: COMPUTER_LEVELS code, '' none. */
  jsjdj: string;
  /** 专业技能 tags, e.g. Python, 机器学习. */
  jn: string[];
  /** 其他证书, e.g. 教师资格证. */
  zs: string[];
};

/** 求职意向. */
export type ResumeIntention = {
  /** 职位类别: JOB_CATEGORIES code, '' unset. */
  zwlb: string;
  /** 意向城市: a six-digit GB/T 2260 code (contract/regions.ts), '' unset. */
  csdm: string;
  /** 期望月薪 in yuan, null when negotiable / unset. */
  xzxx: number | null;
  xzsx: number | null;
  /** 工作性质: JOB_NATURES code, '' unset. */
  gzxz: string;
};

/** 附件简历: a PDF of bucket RESUME_ATTACHMENT_BUCKET. */
export type ResumeAttachment = { path: string; name: string; size: number };

export type Resume = {
  jbxx: ResumeBasic;
  jyjl: ResumeEducation[];
  sxjl: ResumeWork[];
  xmjl: ResumeProject[];
  xyhd: ResumeCampusEntry[];
  jnzs: ResumeSkills;
  /** 自我评价. */
  zwpj: string;
  qzyx: ResumeIntention;
  fjjl: ResumeAttachment | null;
  /** Last saved 'YYYY-MM-DD HH:mm:ss' China time, '' when never saved. */
  gxsj: string;
};

/**
 * The resume as an application keeps it: the whole resume as it was when sent, plus its completeness then
 * and the time taken. Plain JSON, needs nothing else to be shown; later edits of the resume never touch it.
 */
export type ResumeSnapshot = Resume & {
  /** Completeness percent when sent. */
  wzd: number;
  /** Taken at, 'YYYY-MM-DD HH:mm:ss' China time. */
  kzsj: string;
};

/** POST /stu/grzx/jl/save: everything but the attachment (attach/detach) and the time (the server's). */
export type ResumeSaveRequest = Omit<Resume, 'fjjl' | 'gxsj'>;

export type ResumeCompleteness = {
  percent: number;
  /** The names of the sections not yet counted (RESUME_SECTION_NAMES values), in form order. */
  missing: string[];
};

/** Answer of get, save, attach and detach. */
export type ResumeView = {
  jl: Resume;
  wzd: ResumeCompleteness;
  /** Whether the student is in the talent pool (consent given). */
  rck: boolean;
};

/** POST /stu/grzx/jl/setConsent. */
export type ConsentRequest = { ty: boolean };

export type ConsentView = {
  /** In the talent pool. */
  ty: boolean;
  /** When consent was last given or withdrawn, '' never. */
  sj: string;
  /** The words the student agrees to (RESUME_CONSENT_TEXT). */
  text: string;
};

/** What the student agrees to when joining the talent pool; the screen shows exactly these words. */
export const RESUME_CONSENT_TEXT =
  '加入人才库后，本校就业网站上已通过审核的招聘单位可以在“人才搜索”中按专业、学历、毕业年份、技能、意向城市和简历内容找到你，' +
  '看到你的在线简历内容（姓名和手机号码、电子邮箱会被部分隐藏，例如“李**”“138****0000”）。' +
  '单位可以邀请你投递其职位；只有在你接受邀请或主动投递后，该单位才能看到你的完整姓名和联系方式。' +
  '其他学校的单位看不到你。你可以随时退出人才库，退出后立即不再出现在搜索结果中；已经投递的简历不受影响。';

export const emptyResume = (): Resume => ({
  jbxx: { xm: '', xb: '', csrq: '', zzmm: '', jg: '', sjhm: '', dzyx: '' },
  jyjl: [],
  sxjl: [],
  xmjl: [],
  xyhd: [],
  jnzs: { cet4: null, cet6: null, jsjdj: '', jn: [], zs: [] },
  zwpj: '',
  qzyx: { zwlb: '', csdm: '', xzxx: null, xzsx: null, gzxz: '' },
  fjjl: null,
  gxsj: '',
});

export type ResumeSectionKey = 'jbxx' | 'jyjl' | 'sxjl' | 'xmjl' | 'xyhd' | 'jnzs' | 'zwpj' | 'qzyx';

export const RESUME_SECTION_NAMES: Record<ResumeSectionKey, string> = {
  jbxx: '基本信息',
  jyjl: '教育经历',
  sxjl: '实习/工作经历',
  xmjl: '项目经历',
  xyhd: '校园活动/获奖',
  jnzs: '技能证书',
  zwpj: '自我评价',
  qzyx: '求职意向',
};

const filled = (value: string) => value.trim() !== '';

/**
 * Completeness rule. Each section counts its whole weight once it is filled, else nothing:
 * - 基本信息 20: name, gender, birth date, mobile and e-mail all given (political status, hometown optional);
 * - 教育经历 20: at least one entry with school, major, degree and start month;
 * - 实习/工作经历 10: at least one entry with employer and role;
 * - 项目经历 10: at least one entry with name and description;
 * - 校园活动/获奖 5: at least one entry with a name;
 * - 技能证书 10: any of a CET score, a computer level, a skill or a certificate;
 * - 自我评价 10: not blank;
 * - 求职意向 15: category and city chosen.
 * The weights sum to 100. Basic information, education and intention together reach 55, so a student
 * passes the 50% threshold by filling the sections every employer reads first. The attachment resume does
 * not count toward the percent: it stands on its own in canApplyWith.
 */
const SECTION_RULES: ReadonlyArray<{ key: ResumeSectionKey; weight: number; done: (r: Resume) => boolean }> =
  [
    {
      key: 'jbxx',
      weight: 20,
      done: ({ jbxx }) => [jbxx.xm, jbxx.xb, jbxx.csrq, jbxx.sjhm, jbxx.dzyx].every(filled),
    },
    {
      key: 'jyjl',
      weight: 20,
      done: ({ jyjl }) => jyjl.some((e) => [e.xxmc, e.zy, e.xl, e.kssj].every(filled)),
    },
    { key: 'sxjl', weight: 10, done: ({ sxjl }) => sxjl.some((e) => filled(e.dwmc) && filled(e.zw)) },
    { key: 'xmjl', weight: 10, done: ({ xmjl }) => xmjl.some((e) => filled(e.xmmc) && filled(e.ms)) },
    { key: 'xyhd', weight: 5, done: ({ xyhd }) => xyhd.some((e) => filled(e.mc)) },
    {
      key: 'jnzs',
      weight: 10,
      done: ({ jnzs }) =>
        jnzs.cet4 !== null ||
        jnzs.cet6 !== null ||
        filled(jnzs.jsjdj) ||
        jnzs.jn.length > 0 ||
        jnzs.zs.length > 0,
    },
    { key: 'zwpj', weight: 10, done: ({ zwpj }) => filled(zwpj) },
    { key: 'qzyx', weight: 15, done: ({ qzyx }) => filled(qzyx.zwlb) && filled(qzyx.csdm) },
  ];

export function resumeCompleteness(resume: Resume): ResumeCompleteness {
  let percent = 0;
  const missing: string[] = [];
  for (const rule of SECTION_RULES) {
    if (rule.done(resume)) percent += rule.weight;
    else missing.push(RESUME_SECTION_NAMES[rule.key]);
  }
  return { percent, missing };
}

/** An application needs a resume at least this complete, or an attachment resume (spec section 8). */
export const RESUME_APPLY_THRESHOLD = 50;

export function canApplyWith(resume: Resume): boolean {
  return resume.fjjl !== null || resumeCompleteness(resume).percent >= RESUME_APPLY_THRESHOLD;
}

/**
 * The refusal of an application with too thin a resume (code 4004): it names the resume, so the student
 * client (app/api/studentResponse.ts INCOMPLETE_RESUME_PATTERN) sends the student to /sc/myResume.
 */
export const INCOMPLETE_RESUME_MESSAGE = '简历完整度不足50%，请完善在线简历或上传附件简历后再投递';

/**
 * What lists and searches show of a resume: from the highest-degree education entry (the latest one among
 * equals). '' / null when the resume has no education.
 */
export type ResumeHeadline = {
  /** 学校名称, 专业. */
  xxmc: string;
  zy: string;
  /** RESUME_DEGREES code. */
  xl: string;
  /** 毕业年份: the year of that entry's end month. */
  bynf: number | null;
};

export function resumeHeadline(resume: Pick<Resume, 'jyjl'>): ResumeHeadline {
  let best: ResumeEducation | null = null;
  for (const entry of resume.jyjl) {
    if (
      best === null ||
      entry.xl > best.xl ||
      (entry.xl === best.xl && (entry.jssj || entry.kssj) > (best.jssj || best.kssj))
    )
      best = entry;
  }
  if (best === null) return { xxmc: '', zy: '', xl: '', bynf: null };
  const year = /^\d{4}/.exec(best.jssj)?.[0];
  return { xxmc: best.xxmc, zy: best.zy, xl: best.xl, bynf: year === undefined ? null : Number(year) };
}

/**
 * Talent-search filters (GET /com/rcjs/search query, besides page and size). Every filter is optional;
 * text filters are trimmed and '' means none.
 */
export type TalentSearchFilters = {
  /** 专业: matches inside the major, e.g. 计算机 finds 计算机科学与技术. */
  zy?: string;
  /** 学历: RESUME_DEGREES code; finds this degree or higher (like a position's 学历要求). */
  xl?: string;
  /** 毕业年份. */
  bynf?: number;
  /** 技能: matches inside one skill or certificate tag. */
  jn?: string;
  /**
   * 意向城市: a GB/T 2260 code; a province (xx0000) or city (xxxx00) code also finds the places inside it.
   */
  csdm?: string;
  /**
   * 关键词: anywhere in the resume's text (education, experience, projects, campus, skills,
   * self-evaluation), never in the name or contact details.
   */
  gjz?: string;
};

/**
 * One talent-search result as the query finds it, before the employer side masks contact details. The
 * search answers a page of them and the total, counted up to LIST_COUNT_CAP (contract/paging.ts).
 */
export type TalentSearchRow = {
  studentId: string;
  name: string;
  /** GENDERS code, ''. */
  gender: string;
  schoolName: string;
  major: string;
  /** RESUME_DEGREES code, ''. */
  education: string;
  graduationYear: number | null;
  /** Skill and certificate tags joined by '、'. */
  skills: string;
  /** Intention city code, '' unset. */
  intentionCity: string;
  mobile: string;
  email: string;
  /** Resume last saved, 'YYYY-MM-DD HH:mm:ss' China time. */
  updatedAt: string;
  /** About 60 characters of the resume text around the keyword, '' without a keyword. */
  excerpt: string;
};

/** Limits of the resume's fields: characters, unless said otherwise. */
export const RESUME_LIMITS = {
  name: 20,
  hometown: 30,
  /** Entries of each repeatable section. */
  entries: 10,
  /** School, employer, project, activity and award names; majors. */
  title: 50,
  /** Role, GPA, rank. */
  short: 20,
  /** An entry's description. */
  description: 1000,
  /** Skill and certificate tags: how many, how long each. */
  tags: 20,
  tagLength: 20,
  selfEvaluation: 500,
  cetMax: 710,
  /** Yuan a month. */
  salaryMax: 200_000,
  /** Age at the birth date: a student is between these. */
  minAge: 14,
  maxAge: 70,
  /** Years ahead an (expected) graduation month may lie. */
  graduationYearsAhead: 8,
} as const;

/** A field's problem: where (e.g. 'jyjl.0.xxmc') and the message, which names the section and entry. */
export type ResumeProblem = { path: string; message: string };

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

function textProblem(value: string, label: string, limit: number, required: boolean): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required ? `请输入${label}` : null;
  if ([...trimmed].length > limit) return `${label}不能超过${limit}个字`;
  return checkIllegalCharsNamed(trimmed);
}

function codeProblem(value: string, codes: readonly { code: string }[], message: string): string | null {
  return value === '' || codes.some((item) => item.code === value) ? null : message;
}

/** Start and end months: each 'YYYY-MM', start not after end, start not in the future. */
function periodProblem(
  start: string,
  end: string,
  thisMonth: string,
  { endRequired, latestEnd }: { endRequired: boolean; latestEnd: string },
): { field: 'kssj' | 'jssj'; message: string } | null {
  if (start === '') return { field: 'kssj', message: '请选择开始时间' };
  if (!MONTH_PATTERN.test(start)) return { field: 'kssj', message: '开始时间格式不正确' };
  if (start > thisMonth) return { field: 'kssj', message: '开始时间不能晚于本月' };
  if (end === '') return endRequired ? { field: 'jssj', message: '请选择结束时间' } : null;
  if (!MONTH_PATTERN.test(end)) return { field: 'jssj', message: '结束时间格式不正确' };
  if (end < start) return { field: 'jssj', message: '结束时间不能早于开始时间' };
  if (end > latestEnd) return { field: 'jssj', message: '结束时间不正确' };
  return null;
}

function tagsProblem(values: readonly string[], label: string): string | null {
  if (values.length > RESUME_LIMITS.tags) return `${label}最多${RESUME_LIMITS.tags}个`;
  for (const value of values) {
    const problem = textProblem(value, label, RESUME_LIMITS.tagLength, true);
    if (problem !== null) return problem;
  }
  return null;
}

function scoreProblem(value: number | null, label: string): string | null {
  if (value === null) return null;
  return Number.isInteger(value) && value >= 0 && value <= RESUME_LIMITS.cetMax
    ? null
    : `${label}成绩须为0至${RESUME_LIMITS.cetMax}之间的整数`;
}

function salaryProblem({ xzxx, xzsx }: ResumeIntention): { field: 'xzxx' | 'xzsx'; message: string } | null {
  for (const [field, value] of [
    ['xzxx', xzxx],
    ['xzsx', xzsx],
  ] as const) {
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > RESUME_LIMITS.salaryMax))
      return { field, message: `期望月薪须为1至${RESUME_LIMITS.salaryMax}之间的整数（元）` };
  }
  if (xzxx !== null && xzsx !== null && xzxx > xzsx)
    return { field: 'xzsx', message: '期望月薪上限不能低于下限' };
  return null;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const shiftYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * The first problem of a resume as saved, or null. Nothing is required for saving (a student fills the
 * resume over several visits), but every filled field must be valid and each entry of a repeatable
 * section needs its name and start month. The server applies the same function (code 4001).
 * `today` is China's date, 'YYYY-MM-DD'.
 */
export function resumeProblem(resume: ResumeSaveRequest, today: string): ResumeProblem | null {
  const thisMonth = today.slice(0, 7);
  const problems: ResumeProblem[] = [];
  const check = (path: string, where: string, message: string | null) => {
    if (message !== null) problems.push({ path, message: `${where}：${message}` });
  };

  const basic = resume.jbxx;
  const basicName = RESUME_SECTION_NAMES.jbxx;
  check('jbxx.xm', basicName, textProblem(basic.xm, '姓名', RESUME_LIMITS.name, false));
  check('jbxx.xb', basicName, codeProblem(basic.xb, GENDERS, '请选择性别'));
  if (basic.csrq !== '') {
    const valid = isRealDate(basic.csrq);
    check('jbxx.csrq', basicName, valid ? null : '出生日期格式不正确');
    if (
      valid &&
      (basic.csrq > shiftYears(today, -RESUME_LIMITS.minAge) ||
        basic.csrq < shiftYears(today, -RESUME_LIMITS.maxAge))
    )
      check('jbxx.csrq', basicName, '出生日期不正确');
  }
  check('jbxx.zzmm', basicName, codeProblem(basic.zzmm, POLITICAL_STATUSES, '请选择政治面貌'));
  check('jbxx.jg', basicName, textProblem(basic.jg, '籍贯', RESUME_LIMITS.hometown, false));
  if (basic.sjhm.trim() !== '') check('jbxx.sjhm', basicName, checkMobile(basic.sjhm));
  if (basic.dzyx.trim() !== '') check('jbxx.dzyx', basicName, checkEmail(basic.dzyx));

  const entries = <T>(
    key: 'jyjl' | 'sxjl' | 'xmjl' | 'xyhd',
    list: readonly T[],
    each: (entry: T, path: string, where: string) => void,
  ) => {
    if (list.length > RESUME_LIMITS.entries)
      check(key, RESUME_SECTION_NAMES[key], `最多填写${RESUME_LIMITS.entries}条`);
    list.forEach((entry, index) =>
      each(entry, `${key}.${index}`, `${RESUME_SECTION_NAMES[key]}第${index + 1}条`),
    );
  };
  const period = (
    path: string,
    where: string,
    start: string,
    end: string,
    endRequired: boolean,
    latestEnd: string,
  ) => {
    const problem = periodProblem(start, end, thisMonth, { endRequired, latestEnd });
    if (problem !== null) check(`${path}.${problem.field}`, where, problem.message);
  };
  const graduationLimit = `${Number(thisMonth.slice(0, 4)) + RESUME_LIMITS.graduationYearsAhead}${thisMonth.slice(4)}`;

  entries('jyjl', resume.jyjl, (entry, path, where) => {
    check(`${path}.xxmc`, where, textProblem(entry.xxmc, '学校名称', RESUME_LIMITS.title, true));
    check(`${path}.zy`, where, textProblem(entry.zy, '专业', RESUME_LIMITS.title, true));
    check(
      `${path}.xl`,
      where,
      entry.xl === '' ? '请选择学历' : codeProblem(entry.xl, RESUME_DEGREES, '请选择学历'),
    );
    period(path, where, entry.kssj, entry.jssj, true, graduationLimit);
    check(`${path}.gpa`, where, textProblem(entry.gpa, 'GPA', RESUME_LIMITS.short, false));
    check(`${path}.pm`, where, textProblem(entry.pm, '排名', RESUME_LIMITS.short, false));
  });
  entries('sxjl', resume.sxjl, (entry, path, where) => {
    check(`${path}.dwmc`, where, textProblem(entry.dwmc, '单位名称', RESUME_LIMITS.title, true));
    check(`${path}.zw`, where, textProblem(entry.zw, '职位', RESUME_LIMITS.short, true));
    period(path, where, entry.kssj, entry.jssj, false, thisMonth);
    check(`${path}.ms`, where, textProblem(entry.ms, '工作内容', RESUME_LIMITS.description, false));
  });
  entries('xmjl', resume.xmjl, (entry, path, where) => {
    check(`${path}.xmmc`, where, textProblem(entry.xmmc, '项目名称', RESUME_LIMITS.title, true));
    check(`${path}.js`, where, textProblem(entry.js, '担任角色', RESUME_LIMITS.short, false));
    period(path, where, entry.kssj, entry.jssj, false, thisMonth);
    check(`${path}.ms`, where, textProblem(entry.ms, '项目描述', RESUME_LIMITS.description, false));
  });
  entries('xyhd', resume.xyhd, (entry, path, where) => {
    check(
      `${path}.lx`,
      where,
      entry.lx === '' ? '请选择类型' : codeProblem(entry.lx, CAMPUS_ENTRY_TYPES, '请选择类型'),
    );
    check(`${path}.mc`, where, textProblem(entry.mc, '名称', RESUME_LIMITS.title, true));
    if (entry.sj === '') check(`${path}.sj`, where, '请选择时间');
    else if (!MONTH_PATTERN.test(entry.sj)) check(`${path}.sj`, where, '时间格式不正确');
    else if (entry.sj > thisMonth) check(`${path}.sj`, where, '时间不能晚于本月');
    check(`${path}.ms`, where, textProblem(entry.ms, '说明', RESUME_LIMITS.description, false));
  });

  const skills = resume.jnzs;
  const skillsName = RESUME_SECTION_NAMES.jnzs;
  check('jnzs.cet4', skillsName, scoreProblem(skills.cet4, '英语四级'));
  check('jnzs.cet6', skillsName, scoreProblem(skills.cet6, '英语六级'));
  check('jnzs.jsjdj', skillsName, codeProblem(skills.jsjdj, COMPUTER_LEVELS, '请选择计算机等级'));
  check('jnzs.jn', skillsName, tagsProblem(skills.jn, '专业技能'));
  check('jnzs.zs', skillsName, tagsProblem(skills.zs, '证书'));

  check(
    'zwpj',
    RESUME_SECTION_NAMES.zwpj,
    textProblem(resume.zwpj, '自我评价', RESUME_LIMITS.selfEvaluation, false),
  );

  const intention = resume.qzyx;
  const intentionName = RESUME_SECTION_NAMES.qzyx;
  check('qzyx.zwlb', intentionName, codeProblem(intention.zwlb, JOB_CATEGORIES, '请选择职位类别'));
  if (intention.csdm !== '' && !/^\d{6}$/.test(intention.csdm))
    check('qzyx.csdm', intentionName, '请选择意向城市');
  check('qzyx.gzxz', intentionName, codeProblem(intention.gzxz, JOB_NATURES, '请选择工作性质'));
  const salary = salaryProblem(intention);
  if (salary !== null) check(`qzyx.${salary.field}`, intentionName, salary.message);

  return problems[0] ?? null;
}

const trimAll = (values: readonly string[]) => values.map((value) => value.trim());

/**
 * The resume with every text trimmed and nothing but its own fields (what the server validates and
 * stores: unknown keys a client sends are dropped, never kept in the JSON).
 */
export function normalizeResume(resume: ResumeSaveRequest): ResumeSaveRequest {
  const { jbxx, jnzs, qzyx } = resume;
  return {
    jbxx: {
      xm: jbxx.xm.trim(),
      xb: jbxx.xb.trim(),
      csrq: jbxx.csrq.trim(),
      zzmm: jbxx.zzmm.trim(),
      jg: jbxx.jg.trim(),
      sjhm: jbxx.sjhm.trim(),
      dzyx: jbxx.dzyx.trim(),
    },
    jyjl: resume.jyjl.map((e) => ({
      xxmc: e.xxmc.trim(),
      zy: e.zy.trim(),
      xl: e.xl.trim(),
      kssj: e.kssj.trim(),
      jssj: e.jssj.trim(),
      gpa: e.gpa.trim(),
      pm: e.pm.trim(),
    })),
    sxjl: resume.sxjl.map((e) => ({
      dwmc: e.dwmc.trim(),
      zw: e.zw.trim(),
      kssj: e.kssj.trim(),
      jssj: e.jssj.trim(),
      ms: e.ms.trim(),
    })),
    xmjl: resume.xmjl.map((e) => ({
      xmmc: e.xmmc.trim(),
      js: e.js.trim(),
      kssj: e.kssj.trim(),
      jssj: e.jssj.trim(),
      ms: e.ms.trim(),
    })),
    xyhd: resume.xyhd.map((e) => ({ lx: e.lx.trim(), mc: e.mc.trim(), sj: e.sj.trim(), ms: e.ms.trim() })),
    jnzs: {
      cet4: jnzs.cet4,
      cet6: jnzs.cet6,
      jsjdj: jnzs.jsjdj.trim(),
      jn: trimAll(jnzs.jn),
      zs: trimAll(jnzs.zs),
    },
    zwpj: resume.zwpj.trim(),
    qzyx: {
      zwlb: qzyx.zwlb.trim(),
      csdm: qzyx.csdm.trim(),
      xzxx: qzyx.xzxx,
      xzsx: qzyx.xzsx,
      gzxz: qzyx.gzxz.trim(),
    },
  };
}
