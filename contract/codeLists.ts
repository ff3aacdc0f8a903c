// Code lists of the field (../shared/domain.md), as school systems use them. Codes are strings on the
// wire; each list keeps the order forms show.

export type CodeItem = { readonly code: string; readonly label: string };

/** 单位性质 employer nature (the common list). */
export const EMPLOYER_NATURES: readonly CodeItem[] = [
  { code: '10', label: '机关' },
  { code: '20', label: '科研设计单位' },
  { code: '21', label: '高等教育单位' },
  { code: '22', label: '中初教育单位' },
  { code: '23', label: '医疗卫生单位' },
  { code: '29', label: '其他事业单位' },
  { code: '31', label: '国有企业' },
  { code: '32', label: '三资企业' },
  { code: '39', label: '其他企业' },
  { code: '40', label: '部队' },
  { code: '55', label: '农村建制村' },
  { code: '56', label: '城镇社区' },
  { code: '99', label: '其他' },
];

/** 单位行业 employer industry (GB/T 4754 sections, renumbered). */
export const EMPLOYER_INDUSTRIES: readonly CodeItem[] = [
  { code: '11', label: '农、林、牧、渔业' },
  { code: '21', label: '采矿业' },
  { code: '22', label: '制造业' },
  { code: '23', label: '电力、热力、燃气及水生产和供应业' },
  { code: '24', label: '建筑业' },
  { code: '31', label: '批发和零售业' },
  { code: '32', label: '交通运输、仓储和邮政业' },
  { code: '33', label: '住宿和餐饮业' },
  { code: '34', label: '信息传输、软件和信息技术服务业' },
  { code: '35', label: '金融业' },
  { code: '36', label: '房地产业' },
  { code: '37', label: '租赁和商务服务业' },
  { code: '38', label: '科学研究和技术服务业' },
  { code: '39', label: '水利、环境和公共设施管理业' },
  { code: '41', label: '居民服务、修理和其他服务业' },
  { code: '42', label: '教育' },
  { code: '43', label: '卫生和社会工作' },
  { code: '44', label: '文化、体育和娱乐业' },
  { code: '45', label: '公共管理、社会保障和社会组织' },
  { code: '46', label: '国际组织' },
  { code: '80', label: '军队' },
];

/** 工作职位类别 job category (the national list). */
export const JOB_CATEGORIES: readonly CodeItem[] = [
  { code: '10', label: '公务员' },
  { code: '11', label: '科学研究人员' },
  { code: '13', label: '工程技术人员' },
  { code: '17', label: '农林牧渔业技术人员' },
  { code: '19', label: '卫生专业技术人员' },
  { code: '21', label: '经济业务人员' },
  { code: '22', label: '金融业务人员' },
  { code: '23', label: '法律专业人员' },
  { code: '24', label: '教学人员' },
  { code: '25', label: '文学艺术工作人员' },
  { code: '26', label: '体育工作人员' },
  { code: '27', label: '新闻出版和文化工作人员' },
  { code: '29', label: '其他专业技术人员' },
  { code: '30', label: '办事人员和有关人员' },
  { code: '40', label: '商业和服务业人员' },
  { code: '60', label: '生产和运输设备操作人员' },
  { code: '80', label: '军人' },
  { code: '90', label: '其他人员' },
];

/** 工作性质 gzxz. */
export const JOB_NATURES: readonly CodeItem[] = [
  { code: '1', label: '全职' },
  { code: '2', label: '实习' },
  { code: '3', label: '兼职' },
];

/** 学历要求 xlyq. */
export const EDUCATION_REQUIREMENTS: readonly CodeItem[] = [
  { code: '0', label: '不限' },
  { code: '1', label: '专科' },
  { code: '2', label: '本科' },
  { code: '3', label: '硕士' },
  { code: '4', label: '博士' },
];

/** 薪资类型 xzlx; which of them a site offers comes from its zpgwxzfs (e.g. '月薪,年薪,面议'). */
export const SALARY_TYPES: readonly CodeItem[] = [
  { code: '1', label: '月薪' },
  { code: '2', label: '年薪' },
  { code: '3', label: '面议' },
];

/** 简历接收方式 jlfs. */
export const APPLY_METHODS: readonly CodeItem[] = [
  { code: '1', label: '本系统投递' },
  { code: '2', label: '电子邮箱' },
  { code: '3', label: '本系统和电子邮箱' },
];

/** 公开范围 gkfw. */
export const VISIBILITIES: readonly CodeItem[] = [
  { code: '1', label: '校内公开' },
  { code: '2', label: '全部公开' },
];

/** Welfare tags offered as suggestions (fl is free: any short tag the employer types). */
export const WELFARE_SUGGESTIONS: readonly string[] = [
  '五险一金',
  '补充医疗保险',
  '年终奖',
  '带薪年假',
  '弹性工作',
  '餐补',
  '交通补贴',
  '住房补贴',
  '提供住宿',
  '定期体检',
  '节日福利',
  '股票期权',
  '培训发展',
  '落户支持',
];

/** The label of a code in a list, or the code itself when the list does not know it. */
export function codeLabel(list: readonly CodeItem[], code: string): string {
  return list.find((item) => item.code === code)?.label ?? code;
}

/** True when the list holds the code. */
export function isKnownCode(list: readonly CodeItem[], code: string): boolean {
  return list.some((item) => item.code === code);
}
