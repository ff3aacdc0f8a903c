import { chinaDayStart } from '../../../contract/chinaTime';
import {
  hasStarted,
  placeOf,
  signUpAction,
  signUpDisplay,
  talkPath,
  whenText,
} from '../../../features/talksForStudents/talkDisplay';
import { studentTalkQuery, talkRangeProblem } from '../../../features/talksForStudents/talkSearch';

const open = { kfbm: true, rl: 100, ybmrs: 40 };

describe('a talk as the student sees it', () => {
  it('writes the time with the weekday and the place, 线上 for an online talk', () => {
    expect(whenText({ rq: '2026-11-26', kssj: '14:00', jssj: '16:00' })).toBe('11月26日 周四 14:00–16:00');
    expect(placeOf({ dd: '图书馆 报告厅', xsfs: '1' })).toBe('图书馆 报告厅');
    expect(placeOf({ dd: '', xsfs: '2' })).toBe('线上');
    expect(talkPath('a b')).toBe('/xjh/a%20b');
  });

  it('knows when the talk has begun, in China time', () => {
    const start = chinaDayStart('2026-11-26') + 14 * 3_600_000;
    expect(hasStarted({ rq: '2026-11-26', kssj: '14:00' }, start - 1)).toBe(false);
    expect(hasStarted({ rq: '2026-11-26', kssj: '14:00' }, start)).toBe(true);
  });

  it.each([
    [open, false, false, '可报名（余 60）', { kind: 'signUp' }],
    [open, true, false, '已报名', { kind: 'cancel' }],
    [{ ...open, ybmrs: 100 }, false, false, '名额已满', { kind: 'none', reason: '报名人数已满，无法报名' }],
    [
      { kfbm: false, rl: 0, ybmrs: 0 },
      false,
      false,
      '无需报名',
      { kind: 'none', reason: '该宣讲会未开放学生报名' },
    ],
    [
      { ...open, kfbm: false },
      false,
      false,
      '未开放报名',
      { kind: 'none', reason: '该宣讲会未开放学生报名' },
    ],
    [open, false, true, '报名已结束', { kind: 'none', reason: '该宣讲会已开始或结束，不能再报名' }],
    [open, true, true, '已报名', { kind: 'none', reason: '你已报名，宣讲会已开始' }],
  ])('%o signed up %s, begun %s: %s', (summary, signedUp, started, label, action) => {
    expect(signUpDisplay(summary, signedUp, started).label).toBe(label);
    expect(signUpAction(summary, signedUp, started)).toEqual(action);
  });

  it('reads the list’s filters from the address, leaving a bad range out', () => {
    expect(studentTalkQuery(new URLSearchParams('keyword=%20星辰%20&ksrq=2026-12-01&page=2'))).toEqual({
      page: 2,
      size: 10,
      keyword: '星辰',
      ksrq: '2026-12-01',
    });
    expect(studentTalkQuery(new URLSearchParams('ksrq=2026-12-02&jsrq=2026-12-01'))).toEqual({
      page: 1,
      size: 10,
    });
    expect(talkRangeProblem({ keyword: '', ksrq: '2026-12-02', jsrq: '2026-12-01' })).toBe(
      '结束日期不能早于开始日期',
    );
  });
});
