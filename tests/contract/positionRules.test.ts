import { checkPosition, offeredSalaryTypes, type PositionRuleContext } from '../../contract/positionRules';
import type { PositionDraft } from '../../contract/positions';

const context: PositionRuleContext = {
  today: '2026-11-25',
  salaryTypes: ['1', '2', '3'],
  isSelectableArea: (code) => ['370102', '110105'].includes(code),
};

const complete: PositionDraft = {
  zwmc: 'Java开发工程师',
  gzxz: '1',
  zwlb: '13',
  xlyq: '2',
  zyyq: '计算机科学与技术、软件工程',
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

const submit = (draft: Partial<PositionDraft>) =>
  checkPosition({ ...complete, ...draft }, context, { submitting: true });
const save = (draft: Partial<PositionDraft>) =>
  checkPosition({ ...complete, ...draft }, context, { submitting: false });

describe('checkPosition', () => {
  it('finds nothing wrong with a complete position', () => {
    expect(submit({})).toEqual({});
  });

  it('lets a draft be saved with only its name, but not submitted', () => {
    const empty: Partial<PositionDraft> = {
      gzxz: '',
      zwlb: '',
      xlyq: '',
      xzlx: '',
      xzxx: null,
      xzsx: null,
      gzdq: '',
      zwms: '',
      jlfs: '',
      lxr: '',
      lxdh: '',
      kssj: '',
      jzrq: '',
      gkfw: '',
    };
    expect(save(empty)).toEqual({});
    expect(submit(empty)).toMatchObject({
      gzxz: '请选择工作性质',
      zwlb: '请选择职位类别',
      xzlx: '请选择薪资类型',
      gzdq: '请选择工作地点',
      zwms: '请输入职位描述',
      lxdh: '请输入联系电话',
      jzrq: '请选择截止日期',
    });
    expect(save({ zwmc: ' ' })).toEqual({ zwmc: '请输入职位名称' });
  });

  it.each([
    [{ zwmc: '职'.repeat(51) }, 'zwmc', '职位名称不能超过50个字'],
    [{ zwmc: "Java' or 1=1" }, 'zwmc', "存在非法字符'，请重新输入！"],
    [{ zprs: 0 }, 'zprs', '招聘人数须为1至9999之间的整数'],
    [{ zprs: 2.5 }, 'zprs', '招聘人数须为1至9999之间的整数'],
    [{ xzxx: 20000, xzsx: 10000 }, 'xzsx', '最高薪资不能低于最低薪资'],
    [{ xzsx: 300000 }, 'xzsx', '月薪不能超过200,000元'],
    [{ xzlx: '3' }, 'xzxx', '薪资面议时不填写薪资范围'],
    [{ gzdq: '370100' }, 'gzdq', '请选择到区县一级的工作地点'],
    [{ jlfs: '2' }, 'jlyx', '请输入接收简历的电子邮箱'],
    [{ jlfs: '3', jlyx: 'hr@' }, 'jlyx', '请输入正确的电子邮箱'],
    [{ lxdh: '12345' }, 'lxdh', '请输入正确的手机号码或固定电话号码'],
    [{ jzrq: '2026-11-24' }, 'jzrq', '截止日期不能早于今天'],
    [{ jzrq: '2027-11-26' }, 'jzrq', '截止日期不能晚于一年之后'],
    [{ jzrq: '2026-02-30' }, 'jzrq', '截止日期格式不正确'],
    [{ kssj: '2027-01-10' }, 'kssj', '开始日期不能晚于截止日期'],
    [{ zwms: '太短' }, 'zwms', '请写明岗位职责与任职要求（至少10个汉字）'],
    [{ zwms: '责'.repeat(2001) }, 'zwms', '职位描述不能超过2000个汉字'],
    [{ fl: Array.from({ length: 11 }, (_, index) => `福利${index}`) }, 'fl', '福利标签最多10个'],
  ] as const)('refuses %j at %s', (draft, field, message) => {
    expect(submit(draft as Partial<PositionDraft>)[field]).toBe(message);
  });

  it('accepts a deadline exactly a year ahead, and today', () => {
    expect(submit({ jzrq: '2027-11-25' }).jzrq).toBeUndefined();
    expect(submit({ kssj: '2026-11-25', jzrq: '2026-11-25' })).toEqual({});
  });

  it('offers only the salary types the site names', () => {
    expect(offeredSalaryTypes('月薪,面议')).toEqual(['1', '3']);
    expect(
      checkPosition(
        { ...complete, xzlx: '2' },
        { ...context, salaryTypes: ['1', '3'] },
        { submitting: true },
      ),
    ).toMatchObject({ xzlx: '本站点不提供该薪资类型，请重新选择' });
  });
});
