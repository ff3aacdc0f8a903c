import { INCOMPLETE_RESUME_PATTERN } from '../../app/api/studentResponse';
import {
  INCOMPLETE_RESUME_MESSAGE,
  RESUME_APPLY_THRESHOLD,
  canApplyWith,
  emptyResume,
  normalizeResume,
  resumeCompleteness,
  resumeHeadline,
  resumeProblem,
  type Resume,
  type ResumeSaveRequest,
} from '../../contract/resumes';
import { blankResume, fortyPercentResume, fullResume } from '../server/resumes/resumeData';

const TODAY = '2026-11-26';
const asResume = (sections: ResumeSaveRequest, fjjl: Resume['fjjl'] = null): Resume => ({
  ...sections,
  fjjl,
  gxsj: '',
});

describe('resumeCompleteness', () => {
  it('counts nothing of an empty resume and names every section missing', () => {
    expect(resumeCompleteness(emptyResume())).toEqual({
      percent: 0,
      missing: [
        '基本信息',
        '教育经历',
        '实习/工作经历',
        '项目经历',
        '校园活动/获奖',
        '技能证书',
        '自我评价',
        '求职意向',
      ],
    });
  });

  it('counts 100 for a resume filled in every section', () => {
    expect(resumeCompleteness(asResume(fullResume()))).toEqual({ percent: 100, missing: [] });
  });

  it('counts basic information and education as 40, intention brings 55', () => {
    const forty = fortyPercentResume();
    expect(resumeCompleteness(asResume(forty)).percent).toBe(40);
    expect(resumeCompleteness(asResume({ ...forty, qzyx: fullResume().qzyx })).percent).toBe(55);
  });

  it.each<[string, Partial<ResumeSaveRequest>, number]>([
    ['basic information without an e-mail', { jbxx: { ...fullResume().jbxx, dzyx: '' } }, 80],
    ['education without a degree', { jyjl: [{ ...fullResume().jyjl[0]!, xl: '' }] }, 80],
    ['a project without a description', { xmjl: [{ ...fullResume().xmjl[0]!, ms: '' }] }, 90],
    ['no campus entries', { xyhd: [] }, 95],
    ['skills with only a CET-4 score', { jnzs: { cet4: 430, cet6: null, jsjdj: '', jn: [], zs: [] } }, 100],
    ['a blank self-evaluation', { zwpj: '  ' }, 90],
    ['an intention without a city', { qzyx: { ...fullResume().qzyx, csdm: '' } }, 85],
  ])('weighs %s', (_label, change, percent) => {
    expect(resumeCompleteness(asResume(fullResume(change))).percent).toBe(percent);
  });

  it('does not count the attachment toward the percent', () => {
    const attachment = { path: 'jlfj/202611/a.pdf', name: '简历.pdf', size: 1000 };
    expect(resumeCompleteness(asResume(blankResume(), attachment)).percent).toBe(0);
  });
});

describe('canApplyWith', () => {
  it('needs 50% or an attachment', () => {
    expect(RESUME_APPLY_THRESHOLD).toBe(50);
    expect(canApplyWith(asResume(fortyPercentResume()))).toBe(false);
    expect(canApplyWith(asResume({ ...fortyPercentResume(), zwpj: '认真负责' }))).toBe(true);
    expect(canApplyWith(asResume(blankResume(), { path: 'jlfj/x.pdf', name: 'x.pdf', size: 1 }))).toBe(true);
  });

  it('refuses with a message that sends the student client to /sc/myResume', () => {
    expect(INCOMPLETE_RESUME_PATTERN.test(INCOMPLETE_RESUME_MESSAGE)).toBe(true);
  });
});

describe('resumeHeadline', () => {
  it('takes the highest degree, the latest among equals', () => {
    const bachelor = fullResume().jyjl[0]!;
    const master = {
      ...bachelor,
      xxmc: '浙江大学',
      zy: '软件工程',
      xl: '3',
      kssj: '2026-09',
      jssj: '2029-06',
    };
    expect(resumeHeadline({ jyjl: [bachelor, master] })).toEqual({
      xxmc: '浙江大学',
      zy: '软件工程',
      xl: '3',
      bynf: 2029,
    });
    const second = { ...bachelor, zy: '数学', kssj: '2023-09', jssj: '2027-06' };
    expect(resumeHeadline({ jyjl: [second, bachelor] }).zy).toBe('数学');
  });

  it('is empty without education', () => {
    expect(resumeHeadline({ jyjl: [] })).toEqual({ xxmc: '', zy: '', xl: '', bynf: null });
  });
});

describe('resumeProblem', () => {
  it('accepts an empty resume and a full one', () => {
    expect(resumeProblem(blankResume(), TODAY)).toBeNull();
    expect(resumeProblem(fullResume(), TODAY)).toBeNull();
  });

  const full = fullResume();
  it.each<[string, Partial<ResumeSaveRequest>, string, string]>([
    [
      'a wrong mobile',
      { jbxx: { ...full.jbxx, sjhm: '2381234000' } },
      'jbxx.sjhm',
      '基本信息：请输入正确的手机号码',
    ],
    [
      'a wrong e-mail',
      { jbxx: { ...full.jbxx, dzyx: 'a@b' } },
      'jbxx.dzyx',
      '基本信息：请输入正确的电子邮箱',
    ],
    [
      'an illegal character',
      { jbxx: { ...full.jbxx, xm: "李'明" } },
      'jbxx.xm',
      "基本信息：存在非法字符'，请重新输入！",
    ],
    [
      'a too long name',
      { jbxx: { ...full.jbxx, xm: '李'.repeat(21) } },
      'jbxx.xm',
      '基本信息：姓名不能超过20个字',
    ],
    [
      'an impossible birth date',
      { jbxx: { ...full.jbxx, csrq: '2003-02-30' } },
      'jbxx.csrq',
      '基本信息：出生日期格式不正确',
    ],
    [
      'a birth date of a child',
      { jbxx: { ...full.jbxx, csrq: '2020-01-01' } },
      'jbxx.csrq',
      '基本信息：出生日期不正确',
    ],
    ['an unknown gender', { jbxx: { ...full.jbxx, xb: '9' } }, 'jbxx.xb', '基本信息：请选择性别'],
    [
      'an education entry without a school',
      { jyjl: [{ ...full.jyjl[0]!, xxmc: '' }] },
      'jyjl.0.xxmc',
      '教育经历第1条：请输入学校名称',
    ],
    [
      'an end before the start',
      { jyjl: [{ ...full.jyjl[0]!, jssj: '2021-06' }] },
      'jyjl.0.jssj',
      '教育经历第1条：结束时间不能早于开始时间',
    ],
    [
      'a start in the future',
      { sxjl: [{ ...full.sxjl[0]!, kssj: '2027-01', jssj: '' }] },
      'sxjl.0.kssj',
      '实习/工作经历第1条：开始时间不能晚于本月',
    ],
    [
      'a month 13',
      { xmjl: [{ ...full.xmjl[0]!, kssj: '2024-13' }] },
      'xmjl.0.kssj',
      '项目经历第1条：开始时间格式不正确',
    ],
    [
      'a graduation far ahead',
      { jyjl: [{ ...full.jyjl[0]!, jssj: '2040-06' }] },
      'jyjl.0.jssj',
      '教育经历第1条：结束时间不正确',
    ],
    [
      'a too long description',
      { xmjl: [{ ...full.xmjl[0]!, ms: '字'.repeat(1001) }] },
      'xmjl.0.ms',
      '项目经历第1条：项目描述不能超过1000个字',
    ],
    [
      'eleven projects',
      { xmjl: Array.from({ length: 11 }, () => full.xmjl[0]!) },
      'xmjl',
      '项目经历：最多填写10条',
    ],
    [
      'a CET score over 710',
      { jnzs: { ...full.jnzs, cet6: 720 } },
      'jnzs.cet6',
      '技能证书：英语六级成绩须为0至710之间的整数',
    ],
    [
      'an empty skill tag',
      { jnzs: { ...full.jnzs, jn: ['Python', ' '] } },
      'jnzs.jn',
      '技能证书：请输入专业技能',
    ],
    [
      'a salary range upside down',
      { qzyx: { ...full.qzyx, xzxx: 12000, xzsx: 8000 } },
      'qzyx.xzsx',
      '求职意向：期望月薪上限不能低于下限',
    ],
    [
      'an unknown job category',
      { qzyx: { ...full.qzyx, zwlb: '99' } },
      'qzyx.zwlb',
      '求职意向：请选择职位类别',
    ],
  ])('reports %s', (_label, change, path, message) => {
    expect(resumeProblem(fullResume(change), TODAY)).toEqual({ path, message });
  });

  it('allows an ongoing internship (no end month)', () => {
    expect(resumeProblem(fullResume({ sxjl: [{ ...full.sxjl[0]!, jssj: '' }] }), TODAY)).toBeNull();
  });
});

describe('normalizeResume', () => {
  it('trims every text and drops fields the resume does not have', () => {
    const sent = fullResume({ zwpj: '  认真  ' });
    const withExtra = {
      ...sent,
      jyjl: [{ ...sent.jyjl[0]!, xxmc: ' 山东大学 ', extra: 'x'.repeat(100) }],
    } as unknown as ResumeSaveRequest;
    const normalized = normalizeResume(withExtra);
    expect(normalized.zwpj).toBe('认真');
    expect(normalized.jyjl[0]).toEqual({ ...sent.jyjl[0], xxmc: '山东大学' });
  });
});
