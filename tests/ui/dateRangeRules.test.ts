import {
  isRangeDateSelectable,
  pickRangeDate,
  rangeCellState,
  rangeMessage,
  rangeOrderError,
  type DateRange,
  type RangeSide,
} from '../../ui/DateRangePicker/range';

describe('pickRangeDate', () => {
  it.each<[DateRange, RangeSide, string, DateRange, RangeSide | null]>([
    [['', ''], 'start', '2025-06-10', ['2025-06-10', ''], 'end'],
    [['2025-06-10', ''], 'end', '2025-06-12', ['2025-06-10', '2025-06-12'], null],
    [['2025-06-10', ''], 'end', '2025-06-10', ['2025-06-10', '2025-06-10'], null],
    [['2025-06-10', '2025-06-20'], 'start', '2025-06-15', ['2025-06-15', '2025-06-20'], null],
    [['2025-06-10', '2025-06-20'], 'start', '2025-06-25', ['2025-06-25', ''], 'end'],
    [['', ''], 'end', '2025-06-20', ['', '2025-06-20'], 'start'],
    [['2025-06-10', '2025-06-20'], 'end', '2025-06-30', ['2025-06-10', '2025-06-30'], null],
  ])('from %j choosing the %s %s gives %j, next %s', (range, side, date, expected, next) => {
    expect(pickRangeDate(range, side, date)).toEqual({ accepted: true, range: expected, next });
  });

  it('refuses an end before the start', () => {
    expect(pickRangeDate(['2025-06-10', ''], 'end', '2025-06-09')).toEqual({
      accepted: false,
      message: '结束日期不能早于开始日期',
    });
  });
});

describe('rangeOrderError', () => {
  it.each<[DateRange, string | null]>([
    [['', ''], null],
    [['2025-06-10', ''], null],
    [['', '2025-06-10'], null],
    [['2025-06-10', '2025-06-10'], null],
    [['2025-06-10', '2025-06-11'], null],
    [['2025-06-11', '2025-06-10'], rangeMessage.endBeforeStart],
  ])('%j gives %j', (range, expected) => expect(rangeOrderError(range)).toBe(expected));
});

describe('isRangeDateSelectable', () => {
  const constraints = { max: '2025-06-30', disabledDate: (d: string) => d === '2025-06-15' };
  it.each<[string, RangeSide, boolean]>([
    ['2025-06-01', 'start', true],
    ['2025-06-01', 'end', false], // before the start
    ['2025-06-10', 'end', true], // the start itself: a one-day range
    ['2025-06-15', 'end', false], // disabled
    ['2025-07-01', 'end', false], // after max
    ['2025-06-20', 'end', true],
  ])('%s for the %s: %s', (date, side, expected) => {
    expect(isRangeDateSelectable(date, ['2025-06-10', ''], side, constraints)).toBe(expected);
  });

  it('keeps a later min when the start is before it', () => {
    expect(isRangeDateSelectable('2025-06-05', ['2025-06-01', ''], 'end', { min: '2025-06-08' })).toBe(false);
  });
});

describe('rangeCellState', () => {
  const range: DateRange = ['2025-06-10', '2025-06-13'];
  const noPreview = { side: 'start' as const, date: null };
  it.each([
    ['2025-06-09', { isStart: false, isEnd: false, inRange: false }],
    ['2025-06-10', { isStart: true, isEnd: false, inRange: false }],
    ['2025-06-11', { isStart: false, isEnd: false, inRange: true }],
    ['2025-06-13', { isStart: false, isEnd: true, inRange: false }],
    ['2025-06-14', { isStart: false, isEnd: false, inRange: false }],
  ])('draws %s as %j', (date, expected) => expect(rangeCellState(date, range, noPreview)).toEqual(expected));

  it('previews the end under the pointer while the end is being chosen', () => {
    const preview = { side: 'end' as const, date: '2025-06-16' };
    expect(rangeCellState('2025-06-15', ['2025-06-10', ''], preview)).toEqual({
      isStart: false,
      isEnd: false,
      inRange: true,
    });
    expect(rangeCellState('2025-06-16', ['2025-06-10', ''], preview).isEnd).toBe(true);
  });

  it('previews nothing before the start', () => {
    const preview = { side: 'end' as const, date: '2025-06-01' };
    expect(rangeCellState('2025-06-05', ['2025-06-10', ''], preview).inRange).toBe(false);
    expect(rangeCellState('2025-06-01', ['2025-06-10', ''], preview).isEnd).toBe(false);
  });
});
