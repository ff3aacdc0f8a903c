import {
  FAIR_BOOKING_QUEUE_TABS,
  bookingStateDisplay,
  boothText,
  fairBookingQueueQuery,
  invoiceLines,
  minuteText,
  schoolBookingOf,
  yuanText,
} from '../../../features/fairAdmin/fairAdminRules';
import type { SchoolBookingDetail } from '../../../contract/fairs';

describe('the fair booking queue', () => {
  it('has a tab for every state the school looks at, pending first, then 全部', () => {
    expect(FAIR_BOOKING_QUEUE_TABS.map((tab) => tab.label)).toEqual([
      '待审核',
      '预订成功',
      '未通过',
      '需修改',
      '已取消',
      '已签到',
      '未到场',
      '全部',
    ]);
  });

  it('reads pending by default, another state or all from the address', () => {
    expect(fairBookingQueueQuery(new URLSearchParams(''))).toEqual({
      page: 1,
      size: 10,
      zt: '1',
      keyword: '',
    });
    expect(fairBookingQueueQuery(new URLSearchParams('zt=9&keyword=%20A-01%20&page=2'))).toEqual({
      page: 2,
      size: 10,
      zt: '9',
      keyword: 'A-01',
    });
    expect(fairBookingQueueQuery(new URLSearchParams('zt=all')).zt).toBe('');
    // A held booking is the employer's business: its code falls back to pending.
    expect(fairBookingQueueQuery(new URLSearchParams('zt=0')).zt).toBe('1');
  });
});

describe('a booking as the console shows it', () => {
  it('labels and tones its state; an unknown code shows as it is', () => {
    expect(bookingStateDisplay('1')).toEqual({ label: '待审核', tone: 'warning' });
    expect(bookingStateDisplay('9')).toEqual({ label: '未到场', tone: 'danger' });
    expect(bookingStateDisplay('x')).toEqual({ label: 'x', tone: 'default' });
  });

  it('writes the booth with its hall and type, the fee and the moment', () => {
    expect(boothText({ hcmc: '一号馆', zwbh: 'A-01', zwlx: '2' })).toBe('一号馆 · A-01（VIP展位）');
    expect(boothText({ hcmc: '', zwbh: 'B-02', zwlx: '1' })).toBe('B-02（标准展位）');
    expect(yuanText(0)).toBe('免费');
    expect(yuanText(1200)).toBe('¥1,200');
    expect(minuteText('2026-11-20 10:00:59')).toBe('2026-11-20 10:00');
    expect(minuteText('')).toBe('—');
  });

  it('lists a special invoice’s bank details, none for a free booth', () => {
    expect(invoiceLines(null)).toEqual([]);
    const lines = invoiceLines({
      fplx: 'zy',
      fptt: '星河科技有限公司',
      nsrsbh: '91330106MA2KXXXX1X',
      dz: '',
      dh: '0571-88886666',
      khyh: '招商银行',
      yhzh: '571908888810001',
    });
    expect(lines.map((line) => line.label)).toEqual([
      '发票类型',
      '发票抬头',
      '纳税人识别号',
      '注册地址',
      '注册电话',
      '开户银行',
      '银行账号',
    ]);
    expect(lines[3]?.value).toBe('—');
  });

  it('reads the latest reason as the reviewer’s', () => {
    const detail = { id: 'b1', yy: '请补充参会人员' } as SchoolBookingDetail;
    expect(schoolBookingOf(detail).shyj).toBe('请补充参会人员');
  });
});
