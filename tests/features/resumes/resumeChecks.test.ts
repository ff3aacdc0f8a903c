import { emptyResume, resumeProblem, type ResumeSectionKey } from '../../../contract/resumes';
import {
  fieldMessage,
  fieldProblems,
  pathOfRefusal,
  sectionKeyOfName,
  sectionOfPath,
} from '../../../features/resumes/resumeChecks';
import {
  addEntry,
  draftOf,
  emptyDraft,
  updateEntry,
  type ResumeDraft,
} from '../../../features/resumes/resumeDraft';

const TODAY = '2026-11-26';

const education = (fields: Partial<ResumeDraft['jyjl'][number]>): ResumeDraft => ({
  ...emptyDraft(),
  jyjl: [{ xxmc: '', zy: '', xl: '', kssj: '', jssj: '', gpa: '', pm: '', ...fields }],
});

describe('the messages at the fields', () => {
  it('has none for an empty resume: nothing is required to save', () => {
    expect(fieldProblems(emptyDraft(), TODAY)).toEqual({});
  });

  it('names every missing field of a blank entry, not only the first', () => {
    const problems = fieldProblems(addEntry(emptyDraft(), 'jyjl'), TODAY);
    expect(problems).toEqual({
      'jyjl.0.xxmc': '请输入学校名称',
      'jyjl.0.zy': '请输入专业',
      'jyjl.0.xl': '请选择学历',
      'jyjl.0.kssj': '请选择开始时间',
      'jyjl.0.jssj': '请选择结束时间',
    });
  });

  it('puts each entry’s messages at its own place', () => {
    let draft = addEntry(addEntry(emptyDraft(), 'sxjl'), 'sxjl');
    draft = updateEntry(draft, 'sxjl', 0, 'dwmc', '济南数智');
    draft = updateEntry(draft, 'sxjl', 0, 'zw', '实习生');
    draft = updateEntry(draft, 'sxjl', 0, 'kssj', '2025-07');
    expect(fieldProblems(draft, TODAY)).toEqual({
      'sxjl.1.dwmc': '请输入单位名称',
      'sxjl.1.zw': '请输入职位',
      'sxjl.1.kssj': '请选择开始时间',
    });
  });

  it('does not blame a good end month for a wrong start month', () => {
    expect(
      fieldProblems(
        education({ xxmc: '滨海理工', zy: '软件工程', xl: '2', kssj: '2022-13', jssj: '2026-06' }),
        TODAY,
      ),
    ).toEqual({
      'jyjl.0.kssj': '开始时间格式不正确',
    });
  });

  it('checks an end before the start, and a start in the future', () => {
    const base = { xxmc: '滨海理工', zy: '软件工程', xl: '2' };
    expect(fieldProblems(education({ ...base, kssj: '2022-09', jssj: '2021-06' }), TODAY)).toEqual({
      'jyjl.0.jssj': '结束时间不能早于开始时间',
    });
    expect(fieldProblems(education({ ...base, kssj: '2027-09', jssj: '2028-06' }), TODAY)).toEqual({
      'jyjl.0.kssj': '开始时间不能晚于本月',
    });
  });

  it('checks the basic fields with the ui validators, each on its own', () => {
    const draft = {
      ...emptyDraft(),
      jbxx: { ...emptyDraft().jbxx, sjhm: '1380000', dzyx: 'liming@', xm: '李明' },
    };
    expect(fieldProblems(draft, TODAY)).toEqual({
      'jbxx.sjhm': '请输入正确的手机号码',
      'jbxx.dzyx': '请输入正确的电子邮箱',
    });
  });

  it('checks scores, salary and their order', () => {
    const base = emptyDraft();
    const draft: ResumeDraft = {
      ...base,
      jnzs: { ...base.jnzs, cet4: 800, cet6: Number.NaN },
      qzyx: { ...base.qzyx, xzxx: 12000, xzsx: 8000 },
    };
    expect(fieldProblems(draft, TODAY)).toEqual({
      'jnzs.cet4': '英语四级成绩须为0至710之间的整数',
      'jnzs.cet6': '英语六级成绩须为0至710之间的整数',
      'qzyx.xzsx': '期望月薪上限不能低于下限',
    });
  });

  it('agrees with the contract rule on the first problem', () => {
    const draft = education({ xxmc: '', zy: '软件工程' });
    const first = resumeProblem(draft, TODAY);
    expect(first).not.toBeNull();
    expect(fieldProblems(draft, TODAY)[first!.path]).toBe(fieldMessage(first!.message));
  });
});

describe('a refusal of the server', () => {
  it('goes to the field whose rule says exactly that', () => {
    const draft = education({ zy: '软件工程' });
    expect(pathOfRefusal('教育经历第1条：请输入学校名称', draft, TODAY)).toBe('jyjl.0.xxmc');
  });

  it('goes above the form when no field says it', () => {
    expect(pathOfRefusal('简历保存过于频繁，请稍后再试', draftOf(emptyResume()), TODAY)).toBeNull();
  });
});

describe('names and paths', () => {
  it('strips the section from a message', () => {
    expect(fieldMessage('教育经历第1条：请输入学校名称')).toBe('请输入学校名称');
    expect(fieldMessage('请输入学校名称')).toBe('请输入学校名称');
  });

  it.each<[string, ResumeSectionKey | undefined]>([
    ['基本信息', 'jbxx'],
    ['实习/工作经历', 'sxjl'],
    ['求职意向', 'qzyx'],
    ['附件简历', undefined],
  ])('finds the section named %s', (name, key) => {
    expect(sectionKeyOfName(name)).toBe(key);
  });

  it('reads the section of a path', () => {
    expect(sectionOfPath('jyjl.0.xxmc')).toBe('jyjl');
    expect(sectionOfPath('zwpj')).toBe('zwpj');
  });
});
