import { VENUE_KIND_CODES, venueProblem, type Venue } from '../../../contract/talks';
import {
  closedDatesProblem,
  draftOf,
  feeText,
  newVenueValues,
  slotRow,
  slotRowsOf,
  slotRowsProblem,
  slotsOfRows,
  slotsSummary,
  switchedDraft,
  valuesOf,
  venueFieldOf,
  venueFormRules,
  weekdaysSpan,
  withClosedDate,
} from '../../../features/venues/venueForm';

const venue: Venue = {
  id: 'cd01',
  cdmc: '学术报告厅',
  ld: '图书馆一楼',
  cdlx: '1',
  zws: 300,
  sb: '投影仪',
  fy: 1200,
  qy: true,
  sd: [
    { xq: 2, sd: '14:00-16:00' },
    { xq: 1, sd: '09:00-11:00' },
    { xq: 1, sd: '14:00-16:00' },
    { xq: 6, sd: '09:00-11:00' },
  ],
  bkyrq: ['2026-12-25', '2026-12-24'],
};

describe('slot rows', () => {
  it('groups the wire slots by time range, earliest first, with their weekdays in order', () => {
    const rows = slotRowsOf(venue.sd);
    expect(rows.map(({ start, end, weekdays }) => ({ start, end, weekdays }))).toEqual([
      { start: '09:00', end: '11:00', weekdays: [1, 6] },
      { start: '14:00', end: '16:00', weekdays: [1, 2] },
    ]);
  });

  it('flattens rows back to one slot per weekday and range, Monday first, each pair once', () => {
    const rows = [
      slotRow('14:00', '16:00', [3, 1]),
      slotRow('09:00', '11:00', [1]),
      slotRow('14:00', '16:00', [1]),
    ];
    expect(slotsOfRows(rows)).toEqual([
      { xq: 1, sd: '09:00-11:00' },
      { xq: 1, sd: '14:00-16:00' },
      { xq: 3, sd: '14:00-16:00' },
    ]);
  });

  it('round-trips a venue through the form into a draft the contract accepts', () => {
    const draft = draftOf(valuesOf(venue), venue.id);
    expect(venueProblem(draft)).toBeNull();
    expect(draft.bkyrq).toEqual(['2026-12-24', '2026-12-25']);
    expect([...draft.sd].sort((a, b) => a.xq - b.xq || a.sd.localeCompare(b.sd))).toEqual(draft.sd);
    expect(draft.sd).toHaveLength(4);
  });

  it('starts a new venue as a free talk hall open mornings, afternoons and evenings on weekdays', () => {
    const values = newVenueValues();
    expect(values.cdlx).toBe(VENUE_KIND_CODES.talk);
    expect(values.fy).toBe('0');
    expect(slotsOfRows(values.slots)).toHaveLength(15);
    expect(slotRowsProblem(values.slots)).toBeNull();
  });

  it.each([
    [[], '请至少设置一个可预约时段'],
    [[slotRow('09:00', '', [1])], '第1个时段：请选择开始和结束时间'],
    [[slotRow('09:00', '11:00', [1]), slotRow('12:00', '11:00', [1])], '第2个时段：结束时间须晚于开始时间'],
    [[slotRow('09:00', '11:00', [])], '第1个时段：请选择适用的星期'],
    [
      [slotRow('09:00', '11:00', [1, 2, 3]), slotRow('10:30', '12:00', [3, 4])],
      '第2个时段与第1个时段在周三时间重叠',
    ],
  ])('refuses %j with “%s”', (rows, message) => {
    expect(slotRowsProblem(rows)).toBe(message);
  });

  it('lets ranges touch (11:00 ends one, starts the next) and overlap on different days', () => {
    expect(slotRowsProblem([slotRow('09:00', '11:00', [1]), slotRow('11:00', '13:00', [1])])).toBeNull();
    expect(slotRowsProblem([slotRow('09:00', '11:00', [1]), slotRow('10:00', '12:00', [2])])).toBeNull();
  });

  it('refuses more slots than the server keeps', () => {
    const rows = Array.from({ length: 11 }, (_, hour) =>
      slotRow(
        `${String(hour + 8).padStart(2, '0')}:00`,
        `${String(hour + 8).padStart(2, '0')}:30`,
        [1, 2, 3, 4, 5, 6, 7],
      ),
    );
    expect(slotRowsProblem(rows)).toBe('可预约时段最多70个');
  });
});

describe('closed dates', () => {
  it('adds a date in order and refuses it twice or when it is not a date', () => {
    expect(withClosedDate(['2026-12-25'], '2026-12-24')).toEqual({ dates: ['2026-12-24', '2026-12-25'] });
    expect(withClosedDate(['2026-12-25'], '2026-12-25')).toEqual({ problem: '2026-12-25 已在不开放日期中' });
    expect(withClosedDate([], '2026-02-30')).toEqual({ problem: '请选择有效日期' });
  });

  it('names a date that is not one', () => {
    expect(closedDatesProblem(['2026-12-24', '2026-13-01'])).toBe('不开放日期“2026-13-01”不是有效日期');
    expect(closedDatesProblem([])).toBeNull();
  });
});

describe('field rules', () => {
  it.each([
    ['zws', '', '请输入座位数'],
    ['zws', '0', '座位数应为1到5000之间的整数'],
    ['zws', '12.5', '座位数应为1到5000之间的整数'],
    ['zws', '5000', null],
    ['fy', '', '请输入费用，免费填0'],
    ['fy', '0', null],
    ['fy', '100001', '费用应为0到100000之间的整数（元）'],
  ] as const)('%s “%s” -> %s', (field, value, message) => {
    expect(venueFormRules[field](value)).toBe(message);
  });

  it('asks for a name and a kind, and keeps names within the limit', () => {
    expect(venueFormRules.cdmc('  ')).toBe('请输入场地名称');
    expect(venueFormRules.cdmc('厅'.repeat(51))).toBe('场地名称不能超过50个字');
    expect(venueFormRules.cdlx(null)).toBe('请选择场地类型');
    expect(venueFormRules.ld('')).toBeNull();
  });

  it('places the server’s refusals at the field they name', () => {
    expect(venueFieldOf('场地名称“学术报告厅”已存在，请换一个名称')).toBe('cdmc');
    expect(venueFieldOf('时段“25:00-26:00”格式应为 09:00-11:00，且结束晚于开始')).toBe('slots');
    expect(venueFieldOf('不开放日期最多366个')).toBe('bkyrq');
    expect(venueFieldOf('座位数应为1到5000之间的整数')).toBe('zws');
    expect(venueFieldOf('服务器繁忙')).toBeNull();
  });
});

describe('how a venue reads in the list', () => {
  it('says 免费 or the fee per slot', () => {
    expect(feeText(0)).toBe('免费');
    expect(feeText(1200)).toBe('¥1,200/时段');
  });

  it('names a run of three weekdays or more as a span, others one by one', () => {
    expect(weekdaysSpan([5, 1, 2, 3, 4])).toBe('周一至周五');
    expect(weekdaysSpan([1, 3])).toBe('周一、周三');
    expect(weekdaysSpan([6, 7])).toBe('周六、周日');
    expect(slotsSummary(venue.sd)).toEqual(['09:00-11:00（周一、周六）', '14:00-16:00（周一、周二）']);
  });
});

describe('switching a venue on or off', () => {
  it('sends the venue’s own fields with qy changed, nothing the list added', () => {
    const listed = { ...venue, extra: 'x' } as Venue;
    expect(switchedDraft(listed, false)).toEqual({ ...venue, qy: false });
  });
});
