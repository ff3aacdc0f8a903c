import type { PositionRuleContext } from '../../../contract/positionRules';
import { phoneMessage } from '../../../ui/validators/phone';
import type { PositionDraft } from '../../../contract/positions';
import { WORDING_EXPLANATION_REQUIRED } from '../../../contract/recruitmentWording';
import {
  API_FIELD_OF,
  POSITION_FORM_FIELDS,
  emptyPositionForm,
  formFieldOf,
  parseWholeNumber,
  positionFormProblems,
  positionFormValues,
  serverFieldOf,
  toPositionDraft,
  wordingFlagsOf,
  wordingMessagesOf,
  type PositionFormValues,
} from '../../../features/positions/employer/positionForm';

const context: PositionRuleContext = {
  today: '2026-11-25',
  salaryTypes: ['1', '2', '3'],
  isSelectableArea: (code) => ['370102', '110105'].includes(code),
};

const saved: Omit<PositionDraft, 'id'> = {
  zwmc: 'Java开发工程师',
  gzxz: '1',
  zwlb: '13',
  xlyq: '2',
  zyyq: '计算机科学与技术',
  zybq: ['计算机类'],
  zprs: 5,
  xzlx: '1',
  xzxx: 8000,
  xzsx: 15000,
  gzdq: '370102',
  gzdz: '经十路 1 号',
  zwms: '负责后端服务的设计与开发；要求熟悉 Java 与数据库，有良好的沟通能力。',
  jlfs: '1',
  jlyx: '',
  lxr: '王经理',
  lxdh: '0531-88888888',
  kssj: '2026-11-25',
  jzrq: '2026-12-31',
  gkfw: '2',
  fl: ['五险一金'],
  nrsm: '',
};

const complete = positionFormValues(saved);
const values = (changes: Partial<PositionFormValues>): PositionFormValues => ({ ...complete, ...changes });

describe('the form <-> draft mapping', () => {
  it('maps every form field to its own API field, both ways', () => {
    const apiFields = POSITION_FORM_FIELDS.map((field) => API_FIELD_OF[field]);
    expect(new Set(apiFields).size).toBe(POSITION_FORM_FIELDS.length);
    expect(Object.keys(toPositionDraft(complete)).sort()).toEqual([...apiFields].sort());
    for (const field of POSITION_FORM_FIELDS) expect(formFieldOf(API_FIELD_OF[field])).toBe(field);
    expect(formFieldOf('toString')).toBeNull();
  });

  it('gives back what was saved', () => {
    expect(toPositionDraft(complete, 'zw1')).toEqual({ ...saved, id: 'zw1' });
    expect(toPositionDraft(complete)).not.toHaveProperty('id');
  });

  it('trims the text, and sends no range for negotiable pay nor an e-mail the method does not use', () => {
    const draft = toPositionDraft(
      values({ name: '  产品经理 ', salaryType: '3', salaryMin: '8000', applyEmail: 'hr@example.com' }),
    );
    expect(draft).toMatchObject({ zwmc: '产品经理', xzlx: '3', xzxx: null, xzsx: null, jlyx: '' });
    expect(toPositionDraft(values({ applyMethod: '3', applyEmail: ' hr@example.com ' })).jlyx).toBe(
      'hr@example.com',
    );
  });

  it('shows a negotiable position with empty salary boxes', () => {
    expect(positionFormValues({ ...saved, xzlx: '3', xzxx: null, xzsx: null })).toMatchObject({
      salaryType: '3',
      salaryMin: '',
      salaryMax: '',
    });
  });

  it('starts a new position today, public, in this system, with the first salary type the site offers', () => {
    expect(emptyPositionForm({ today: '2026-11-25', salaryTypes: ['2', '3'] })).toMatchObject({
      startDate: '2026-11-25',
      deadline: '',
      visibility: '2',
      applyMethod: '1',
      salaryType: '2',
      headcount: '1',
    });
  });

  it.each([
    ['', null],
    ['8000', 8000],
    [' 8,000 ', 8000],
    ['８０００', 8000],
    ['8000.5', Number.NaN],
    ['-5', Number.NaN],
    ['8k', Number.NaN],
  ])('reads %p as %p', (text, number) => {
    expect(parseWholeNumber(text)).toEqual(number);
  });
});

describe('the form rules', () => {
  it('finds nothing wrong with a complete position', () => {
    expect(positionFormProblems(complete, context, { submitting: true })).toEqual({});
  });

  it('puts checkPosition messages at the form fields', () => {
    const problems = positionFormProblems(
      values({ headcount: '0', salaryMin: '20000', salaryMax: '9000', deadline: '2026-11-24', phone: '123' }),
      context,
      { submitting: true },
    );
    expect(problems).toEqual({
      headcount: '招聘人数须为1至9999之间的整数',
      salaryMax: '最高薪资不能低于最低薪资',
      deadline: '截止日期不能早于今天',
      phone: phoneMessage.phone,
    });
  });

  it('saves a draft with only a name, and asks for the rest on submission', () => {
    const unfinished = values({
      ...emptyPositionForm({ today: '2026-11-25', salaryTypes: ['1'] }),
      name: '前端开发',
    });
    expect(positionFormProblems(unfinished, context, { submitting: false })).toEqual({});
    expect(positionFormProblems(unfinished, context, { submitting: true })).toMatchObject({
      category: '请选择职位类别',
      salaryMin: '请输入最低薪资',
      area: '请选择工作地点',
      description: '请输入职位描述',
      deadline: '请选择截止日期',
    });
  });

  it('reads text typed into a number box as not a whole number', () => {
    expect(positionFormProblems(values({ salaryMin: '8k' }), context, { submitting: false })).toEqual({
      salaryMin: '最低薪资须为正整数（元）',
    });
  });

  it('asks a flagged submission for an explanation, but not a draft nor an explained one', () => {
    const flagged = values({ description: `${complete.description}限男性。` });
    expect(positionFormProblems(flagged, context, { submitting: false })).toEqual({});
    expect(positionFormProblems(flagged, context, { submitting: true })).toEqual({
      explanation: WORDING_EXPLANATION_REQUIRED,
    });
    expect(
      positionFormProblems({ ...flagged, explanation: '搬运重物，岗位确需' }, context, { submitting: true }),
    ).toEqual({});
  });
});

describe('the content check at the fields', () => {
  it('flags each field with its own words, tags included', () => {
    const flags = wordingFlagsOf(
      values({
        name: '储备干部（限985院校）',
        welfare: ['五险一金', '未婚优先'],
        description: complete.description,
      }),
    );
    expect(wordingMessagesOf(flags)).toEqual({
      name: '含有限制“学校层次”的用语：985。请修改，或在“内容说明”中向审核老师说明理由',
      welfare: '含有限制“婚育状况”的用语：未婚。请修改，或在“内容说明”中向审核老师说明理由',
    });
  });

  it('lets the wording of a benefit pass', () => {
    expect(wordingFlagsOf(values({ welfare: ['可解决户口'] }))).toEqual([]);
  });
});

describe('serverFieldOf', () => {
  it.each([
    ['最高薪资不能低于最低薪资', 'salaryMax'],
    ['职位描述含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由', 'description'],
    ['内容含有招聘限制性用语，请修改或填写内容说明后再提交审核', 'explanation'],
    ['联系电话：请输入正确的手机号码或固定电话', 'phone'],
    ['参数 zybq.0 长度超出限制', 'majorTags'],
    ['参数 jzrq 格式不正确', 'deadline'],
  ])('puts %p at %p', (message, field) => {
    expect(serverFieldOf(message)).toBe(field);
  });

  it.each([
    '本站每天最多首次提交1个全职职位，今日已达上限，请明天再提交',
    '当前状态为“待审核”，不能修改',
    '参数 xyz 不能为空',
  ])('leaves %p to the whole form', (message) => {
    expect(serverFieldOf(message)).toBeNull();
  });
});
