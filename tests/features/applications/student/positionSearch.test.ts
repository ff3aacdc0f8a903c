import {
  NO_FILTERS,
  activeFilterCount,
  cityOptions,
  filtersFromSearch,
  positionQuery,
  positionSummary,
  salaryText,
  searchChanges,
} from '../../../../features/applications/student/positionSearch';
import { searchWith } from '../../../../app/review/listSearch';

const search = (text: string) => new URLSearchParams(text);

describe('the search filters in the address', () => {
  it('reads every filter the address sets', () => {
    expect(
      filtersFromSearch(
        search('keyword=%20Java%20&category=13&nature=2&city=370100&education=3&salary=8000'),
      ),
    ).toEqual({ keyword: 'Java', category: '13', nature: '2', city: '370100', education: '3', salary: 8000 });
  });

  it('filters nothing by a malformed value (a hand-edited link)', () => {
    expect(filtersFromSearch(search('category=99&nature=x&city=3701&education=9&salary=7777'))).toEqual(
      NO_FILTERS,
    );
  });

  it('takes education 不限 (0) as no filter', () => {
    expect(filtersFromSearch(search('education=0')).education).toBeNull();
  });

  it('cuts a keyword to 50 characters', () => {
    expect(filtersFromSearch(search(`keyword=${'职'.repeat(60)}`)).keyword).toHaveLength(50);
  });

  it('sends only the filters set, with the page', () => {
    expect(positionQuery(search('keyword=数据&salary=5000&page=2'))).toEqual({
      page: 2,
      size: 10,
      keyword: '数据',
      salary: 5000,
    });
    expect(positionQuery(search(''))).toEqual({ page: 1, size: 10 });
  });

  it('writes applied filters back to the address and starts again from page 1', () => {
    const applied = { ...NO_FILTERS, keyword: ' 工程师 ', nature: '1', salary: 10000 };
    const next = searchWith(search('page=3&city=370100'), searchChanges(applied));
    expect(Object.fromEntries(next)).toEqual({ keyword: '工程师', nature: '1', salary: '10000' });
    expect(filtersFromSearch(next)).toEqual({ ...applied, keyword: '工程师' });
  });

  it('counts the filters set', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, keyword: 'a', city: '110000', salary: 3000 })).toBe(3);
  });
});

describe('cityOptions', () => {
  const tree = [
    {
      c: '110000',
      n: '北京市',
      d: [
        { c: '110101', n: '东城区' },
        { c: '110105', n: '朝阳区' },
      ],
    },
    {
      c: '370000',
      n: '山东省',
      d: [
        { c: '370100', n: '济南市', d: [{ c: '370102', n: '历下区' }] },
        { c: '370200', n: '青岛市', d: [{ c: '370202', n: '市南区' }] },
      ],
    },
    {
      c: '440000',
      n: '广东省',
      d: [
        { c: '441900', n: '东莞市' },
        { c: '440100', n: '广州市', d: [{ c: '440103', n: '荔湾区' }] },
      ],
    },
  ];

  it('lists a municipality as itself and every other city under its province', () => {
    expect(cityOptions(tree)).toEqual([
      { value: '110000', label: '北京市' },
      { value: '370100', label: '山东省 济南市' },
      { value: '370200', label: '山东省 青岛市' },
      { value: '441900', label: '广东省 东莞市' },
      { value: '440100', label: '广东省 广州市' },
    ]);
  });
});

describe('how a position reads', () => {
  it('writes monthly, annual and negotiable pay', () => {
    expect(salaryText({ xzlx: '1', xzxx: 8000, xzsx: 12000 })).toBe('8,000-12,000元/月');
    expect(salaryText({ xzlx: '2', xzxx: 150000, xzsx: 250000 })).toBe('15万-25万元/年');
    expect(salaryText({ xzlx: '1', xzxx: 6000, xzsx: 6000 })).toBe('6,000元/月');
    expect(salaryText({ xzlx: '1', xzxx: 6000, xzsx: null })).toBe('6,000元/月起');
    expect(salaryText({ xzlx: '3', xzxx: null, xzsx: null })).toBe('面议');
  });

  it('sums up nature, category and education', () => {
    expect(positionSummary({ gzxz: '2', zwlb: '13', xlyq: '0' })).toBe('实习 · 工程技术人员 · 学历不限');
    expect(positionSummary({ gzxz: '1', zwlb: '', xlyq: '3' })).toBe('全职 · 硕士');
  });
});
