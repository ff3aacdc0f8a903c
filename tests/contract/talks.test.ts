import {
  isSlot,
  talkDraftProblems,
  talkRulesProblem,
  talkWorkflow,
  venueProblem,
  weekdayOf,
  type TalkDraft,
  type VenueDraft,
} from '../../contract/talks';
import { allowedActions } from '../../contract/workflow';

const draft: TalkDraft = {
  xjzt: '2027届校园招聘宣讲会',
  rq: '2026-12-07',
  sd: '14:00-16:00',
  yjrs: 100,
  ggid: '',
  zwids: [],
  yx: [],
  zy: [],
  xs: false,
  zblj: '',
  lxr: [{ xm: '王经理', sjhm: '13800138000', yx: 'hr@example.com' }],
  bz: '',
};

const venue: VenueDraft = {
  cdmc: '第一报告厅',
  ld: '图书馆',
  cdlx: '1',
  zws: 300,
  sb: '投影仪',
  fy: 0,
  qy: true,
  sd: [{ xq: 1, sd: '09:00-11:00' }],
  bkyrq: ['2026-12-25'],
};

describe('talk field rules', () => {
  it('accepts a complete on-site talk', () => {
    expect(talkDraftProblems(draft)).toEqual({});
  });

  it.each([
    [{ xjzt: ' ' }, 'xjzt', '请输入宣讲主题'],
    [{ rq: '2026-02-30' }, 'rq', '请选择宣讲日期'],
    [{ sd: '16:00-14:00' }, 'sd', '请选择宣讲时段'],
    [{ yjrs: 0 }, 'yjrs', '预计人数应为1到5000之间的整数'],
    [{ xs: true }, 'zblj', '线上宣讲请填写直播链接'],
    [{ xs: true, zblj: 'ftp://live' }, 'zblj', '直播链接应为 http:// 或 https:// 开头的网址'],
    [{ lxr: [] }, 'lxr', '请至少填写1位联系人'],
    [{ lxr: [{ xm: '王', sjhm: '12345', yx: 'a@b.cn' }] }, 'lxr', '第1位联系人：'],
    [{ lxr: [{ xm: '王', sjhm: '13800138000', yx: '' }] }, 'lxr', '第1位联系人：请输入电子邮箱'],
  ] as const)('refuses %j at %s', (change, field, message) => {
    expect(talkDraftProblems({ ...draft, ...change } as TalkDraft)[field]).toContain(message);
  });

  it('checks venues as the console form does', () => {
    expect(venueProblem(venue)).toBeNull();
    expect(venueProblem({ ...venue, cdlx: '9' as VenueDraft['cdlx'] })).toBe('请选择场地类型');
    expect(venueProblem({ ...venue, fy: -1 })).toBe('费用应为0到100000之间的整数（元）');
    expect(venueProblem({ ...venue, sd: [] })).toBe('请至少设置一个可预约时段');
    expect(venueProblem({ ...venue, sd: [{ xq: 8, sd: '09:00-11:00' }] })).toBe('时段的星期应为周一到周日');
    expect(venueProblem({ ...venue, bkyrq: ['2026-13-01'] })).toBe('不开放日期“2026-13-01”不是有效日期');
  });

  it('checks the site talk rules', () => {
    expect(talkRulesProblem({ tqgzr: 5, qxgzr: 2, jxrssx: 4 })).toBeNull();
    expect(talkRulesProblem({ tqgzr: 5, qxgzr: 2, jxrssx: 0 })).toBe('进校人员上限应为1到50之间的整数');
  });

  it('reads slots and weekdays', () => {
    expect(isSlot('09:00-11:00')).toBe(true);
    expect(isSlot('09:00-09:00')).toBe(false);
    expect(isSlot('24:00-25:00')).toBe(false);
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe('the talk transition table', () => {
  it.each([
    ['draft', 'employer', ['submit', 'cancel']],
    ['pending', 'employer', ['cancel']],
    ['pending', 'school', ['pass', 'reject', 'changes']],
    ['changes', 'employer', ['submit', 'cancel']],
    ['passed', 'employer', ['cancel']],
    ['passed', 'school', []],
    ['rejected', 'employer', []],
    ['cancelled', 'employer', []],
  ] as const)('from %s, the %s may %j', (state, actor, actions) => {
    expect(allowedActions(talkWorkflow, state, actor)).toEqual(actions);
  });
});
