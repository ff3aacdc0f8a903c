import type { TalkRoom } from '../../../contract/talks';
import {
  TALK_QUEUE_TABS,
  invoiceLines,
  momentText,
  sortedRooms,
  talkQueueQuery,
  talkStateDisplay,
  talkTimeText,
  yuanText,
} from '../../../features/talkReview/talkReviewRules';

describe('the talk queue', () => {
  it('has a tab for every state but the employer’s drafts, pending first, then 全部', () => {
    expect(TALK_QUEUE_TABS.map((tab) => tab.label)).toEqual([
      '待审核',
      '已通过',
      '未通过',
      '需修改',
      '已取消',
      '全部',
    ]);
  });

  it('reads pending by default, another state or all from the address', () => {
    expect(talkQueueQuery(new URLSearchParams(''))).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
    expect(talkQueueQuery(new URLSearchParams('zt=3&keyword=%20星河%20&page=2'))).toEqual({
      page: 2,
      size: 10,
      zt: '3',
      keyword: '星河',
    });
    expect(talkQueueQuery(new URLSearchParams('zt=all')).zt).toBe('');
    expect(talkQueueQuery(new URLSearchParams('zt=0')).zt).toBe('1');
  });
});

describe('how a talk reads', () => {
  it('shows each state with its tone, an unknown code as it is', () => {
    expect(talkStateDisplay('1')).toEqual({ label: '待审核', tone: 'warning' });
    expect(talkStateDisplay('2')).toEqual({ label: '已通过', tone: 'success' });
    expect(talkStateDisplay('3')).toEqual({ label: '未通过', tone: 'danger' });
    expect(talkStateDisplay('9')).toEqual({ label: '9', tone: 'default' });
  });

  it('gives the date with its weekday and the slot', () => {
    expect(talkTimeText('2026-12-08', '14:00-16:00')).toBe('2026-12-08（周二）14:00-16:00');
    expect(talkTimeText('', '')).toBe('—');
  });

  it('writes moments in China time to the minute', () => {
    expect(momentText(Date.UTC(2026, 10, 20, 2, 0))).toBe('2026-11-20 10:00');
    expect(momentText(null)).toBe('—');
    expect(yuanText(0)).toBe('免费');
    expect(yuanText(12000)).toBe('¥12,000');
  });

  it('lists the talk hall first, then the rooms by date and slot', () => {
    const room = (id: string, cdlx: TalkRoom['cdlx'], rq: string, sd: string): TalkRoom => ({
      id,
      xjhid: 't',
      cdid: id,
      cdmc: id,
      ld: '',
      cdlx,
      zws: 10,
      fy: 0,
      rq,
      sd,
      zt: 'pending',
      dqsj: null,
    });
    const sorted = sortedRooms([
      room('interview', '3', '2026-12-09', '09:00-11:00'),
      room('written-late', '2', '2026-12-09', '14:00-16:00'),
      room('written', '2', '2026-12-09', '09:00-11:00'),
      room('hall', '1', '2026-12-08', '14:00-16:00'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['hall', 'written', 'written-late', 'interview']);
  });

  it('shows an ordinary invoice’s title and tax number, a special one’s bank details too', () => {
    const fields = {
      fptt: '星河科技有限公司',
      nsrsbh: '91330106MA2KXXXX1X',
      dz: '杭州市',
      dh: '',
      khyh: '招商银行',
      yhzh: '571908888810001',
    };
    expect(invoiceLines({ ...fields, fplx: 'pt' }).map((line) => line.label)).toEqual([
      '发票类型',
      '发票抬头',
      '纳税人识别号',
    ]);
    const special = invoiceLines({ ...fields, fplx: 'zy' });
    expect(special).toHaveLength(7);
    expect(special.find((line) => line.label === '注册电话')?.value).toBe('—');
    expect(invoiceLines(null)).toEqual([]);
  });
});
