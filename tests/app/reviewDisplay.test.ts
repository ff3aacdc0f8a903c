import { historyTimelineItems, periodText } from '../../app/review/reviewDisplay';
import type { ReviewHistoryEntry } from '../../contract/workflow';

const entry = (dz: string, dzmc: string, yy: string, czrlx = '2'): ReviewHistoryEntry => ({
  id: dz,
  dxlx: 'position',
  dxid: 'zw1',
  dz,
  dzmc,
  yzt: '1',
  xzt: '2',
  czrlx,
  czr: '张老师',
  czsj: '2025-03-14 10:00:00',
  yy,
});

describe('a review history as timeline items', () => {
  it('names each reason by what it was for', () => {
    const items = historyTimelineItems([
      entry('changes', '要求修改', '请补充薪资'),
      entry('pass', '审核通过', '资料齐全'),
      entry('reject', '驳回', '执照模糊'),
      entry('offline', '下线', '已停招'),
    ]);
    expect(items.map((item) => item.children)).toEqual([
      '修改意见：请补充薪资',
      '审核意见：资料齐全',
      '原因：执照模糊',
      '原因：已停招',
    ]);
  });

  it('says who acted and when, the school’s reviewer as such, and leaves out an empty reason', () => {
    const [school, employer] = historyTimelineItems([
      entry('pass', '审核通过', ''),
      entry('submit', '提交审核', '', '1'),
    ]);
    expect(school).toMatchObject({
      title: '审核通过',
      meta: '学校审核 张老师 · 2025-03-14 10:00:00',
      tone: 'success',
    });
    expect(school).not.toHaveProperty('children');
    expect(employer?.meta).toBe('张老师 · 2025-03-14 10:00:00');
  });
});

describe('how a period reads (a position’s, an announcement’s)', () => {
  it('shows a period, with a dash for a missing date', () => {
    expect(periodText('2025-03-01', '2025-06-30')).toBe('2025-03-01 至 2025-06-30');
    expect(periodText('', '2025-06-30')).toBe('— 至 2025-06-30');
    expect(periodText('', '')).toBe('—');
    expect(periodText('2025-03-01', '2025-05-31')).toBe('2025-03-01 至 2025-05-31');
  });
});
