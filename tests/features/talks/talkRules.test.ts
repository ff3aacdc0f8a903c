import type { TalkRoom } from '../../../contract/talks';
import {
  cancelCheck,
  earliestTalkDate,
  hallOf,
  needsInvoice,
  offersCancel,
  stepOfRefusal,
  talkDateProblem,
  totalFee,
} from '../../../features/talks/talkFlow';
import {
  draftOfValues,
  NEW_TALK,
  splitTags,
  talkFieldOf,
  talkFormRules,
} from '../../../features/talks/talkForm';

const room = (patch: Partial<TalkRoom>): TalkRoom => ({
  id: 'r1',
  xjhid: 't1',
  cdid: 'v1',
  cdmc: '报告厅A',
  ld: '图书馆',
  cdlx: '1',
  zws: 200,
  fy: 0,
  rq: '2026-12-10',
  sd: '14:00-16:00',
  zt: 'held',
  dqsj: 1,
  ...patch,
});

describe('the notice in working days', () => {
  it('counts China working days, skipping the weekend', () => {
    // Thursday 2026-11-26 + 5 working days: Fri, Mon, Tue, Wed, Thu -> 2026-12-03.
    expect(earliestTalkDate('2026-11-26', 5)).toBe('2026-12-03');
  });

  it('refuses a date inside the notice with the earliest date, accepts one after', () => {
    expect(talkDateProblem('2026-12-02', '2026-11-26', 5)).toBe(
      '宣讲会须至少提前5个工作日申请，最早可选2026-12-03',
    );
    expect(talkDateProblem('2026-12-03', '2026-11-26', 5)).toBeNull();
    expect(talkDateProblem('', '2026-11-26', 5)).toBeNull();
  });
});

describe('rooms and fees', () => {
  it('asks for an invoice only when a room still chosen charges', () => {
    expect(needsInvoice([room({ fy: 0 })])).toBe(false);
    expect(needsInvoice([room({ fy: 300, zt: 'expired' })])).toBe(false);
    expect(needsInvoice([room({ fy: 300 })])).toBe(true);
    expect(
      totalFee([room({ fy: 300 }), room({ id: 'r2', fy: 200, cdlx: '3' }), room({ fy: 50, zt: 'released' })]),
    ).toBe(500);
  });

  it('shows the live hall, else the last expired one', () => {
    const expired = room({ id: 'old', zt: 'expired' });
    expect(hallOf([expired])?.id).toBe('old');
    expect(hallOf([expired, room({ id: 'new' })])?.id).toBe('new');
    expect(hallOf([room({ cdlx: '3' })])).toBeNull();
  });
});

describe('cancelling', () => {
  it('allows it until the cutoff day and explains why not after', () => {
    const talk = { zt: '1', qxjzrq: '2026-12-08' };
    expect(cancelCheck(talk, '2026-12-08')).toEqual({ allowed: true });
    expect(cancelCheck(talk, '2026-12-09')).toEqual({
      allowed: false,
      reason: '已过取消截止日期（2026-12-08），不能取消；如需调整请联系学校',
    });
  });

  it('allows a draft at any time, whatever its cutoff (the server sends none)', () => {
    expect(cancelCheck({ zt: '0', qxjzrq: '' }, '2026-12-09')).toEqual({ allowed: true });
    expect(cancelCheck({ zt: '0', qxjzrq: '2026-12-01' }, '2026-12-09')).toEqual({ allowed: true });
  });

  it('is not offered for cancelled or rejected talks', () => {
    expect(offersCancel('5')).toBe(false);
    expect(offersCancel('3')).toBe(false);
    expect(offersCancel('2')).toBe(true);
    expect(cancelCheck({ zt: '5', qxjzrq: '2026-12-08' }, '2026-12-01').allowed).toBe(false);
  });
});

describe('a refused submission', () => {
  const rooms = [room({}), room({ id: 'r2', cdmc: '面试室101', cdlx: '3' })];
  it.each([
    ['“报告厅A”场地保留已过期，请重新选择场地', 'venue'],
    ['“面试室101”场地保留已过期，请重新选择场地', 'rooms'],
    ['线下宣讲请先选择宣讲场地', 'venue'],
    ['请选择或填写发票信息', 'invoice'],
    ['宣讲会须至少提前5个工作日申请，最早可选2026-12-03', 'details'],
    ['进校人员：第2位进校人员：同一人不能重复填写', null],
    ['服务器繁忙', null],
  ])('"%s" leads to %s', (message, step) => {
    expect(stepOfRefusal(message, rooms)).toBe(step);
  });
});

describe('the basic-information form', () => {
  it('splits faculties and majors on commas and 、', () => {
    expect(splitTags('计算机学院、 信息学院,数学学院；')).toEqual(['计算机学院', '信息学院', '数学学院']);
  });

  it('sends no live link for an on-site talk and a number for the audience', () => {
    const draft = draftOfValues({ ...NEW_TALK, yjrs: '120', zblj: 'https://live.example.com' });
    expect(draft.yjrs).toBe(120);
    expect(draft.zblj).toBe('');
    expect(draft.xs).toBe(false);
  });

  it('checks the date against the notice and the contact mobile', () => {
    const rules = talkFormRules('2026-11-26', 5);
    const values = {
      ...NEW_TALK,
      rq: '2026-11-30',
      lxr: [{ xm: '王经理', sjhm: '123', yx: 'hr@example.com' }],
    };
    const rq = rules.rq as (value: string, all: typeof values) => string | null;
    expect(rq('2026-11-30', values)).toMatch(/最早可选2026-12-03/);
    const lxr = rules.lxr as (value: unknown, all: typeof values) => string | null;
    expect(lxr(values.lxr, values)).toMatch(/^第1位联系人：/);
  });

  it('places a refusal at the field it names', () => {
    expect(talkFieldOf('宣讲会须至少提前5个工作日申请，最早可选2026-12-03')).toBe('rq');
    expect(talkFieldOf('第1位联系人：请输入正确的手机号码')).toBe('lxr');
    expect(talkFieldOf('服务器繁忙')).toBeNull();
  });
});
