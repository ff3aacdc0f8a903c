import {
  bulkPassOutcome,
  isBulkSelectable,
  isFiltered,
  positionFieldLabel,
  positionQueueQuery,
  salaryText,
} from '../../../features/positions/school/schoolPositionRules';

const query = (search: string) => positionQueueQuery(new URLSearchParams(search));

describe('the school’s position queue address', () => {
  it('asks for pending positions unless told otherwise, with no filter', () => {
    expect(query('')).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
    expect(isFiltered(query(''))).toBe(false);
  });

  it('reads the state, the keyword, nature, category and flagged-only', () => {
    expect(query('zt=2&keyword=开发&gzxz=2&zwlb=13&flagged=1&page=3')).toEqual({
      page: 3,
      size: 10,
      zt: '2',
      keyword: '开发',
      gzxz: '2',
      zwlb: '13',
      flagged: '1',
    });
    expect(isFiltered(query('flagged=1'))).toBe(true);
  });

  it('never asks for drafts, and drops codes the lists do not know', () => {
    expect(query('zt=0').zt).toBe('1');
    expect(query('zt=all').zt).toBe('');
    expect(query('gzxz=9&zwlb=99&flagged=yes')).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
  });
});

describe('how a position reads', () => {
  it.each([
    [{ xzlx: '3', xzxx: null, xzsx: null }, '面议'],
    [{ xzlx: '1', xzxx: 8000, xzsx: 12000 }, '月薪 8,000-12,000 元'],
    [{ xzlx: '2', xzxx: 150000, xzsx: 150000 }, '年薪 150,000 元'],
    [{ xzlx: '2', xzxx: 200000, xzsx: null }, '年薪 200,000 元起'],
    [{ xzlx: '1', xzxx: null, xzsx: 9000 }, '月薪最高 9,000 元'],
    [{ xzlx: '', xzxx: null, xzsx: null }, '—'],
  ])('salary %j -> %s', (salary, text) => {
    expect(salaryText(salary)).toBe(text);
  });

  it('names a flagged field by its label, an unknown one by its wire name', () => {
    expect(positionFieldLabel('zwms')).toBe('职位描述');
    expect(positionFieldLabel('xyz')).toBe('xyz');
  });
});

describe('a bulk pass', () => {
  it('lets only pending positions be picked', () => {
    expect(isBulkSelectable({ zt: '1' })).toBe(true);
    expect(isBulkSelectable({ zt: '2' })).toBe(false);
  });

  it('counts the passed and names each refused one with its reason', () => {
    const outcome = bulkPassOutcome(
      {
        passed: ['a'],
        failed: [
          { id: 'b', message: '当前状态为“草稿”，不能审核通过' },
          { id: 'c', message: '职位不存在' },
        ],
      },
      [
        { id: 'a', zwmc: '后端开发' },
        { id: 'b', zwmc: '数据分析实习生' },
      ],
    );
    expect(outcome).toEqual({
      passed: 1,
      failures: [
        { id: 'b', name: '数据分析实习生', message: '当前状态为“草稿”，不能审核通过' },
        { id: 'c', name: '职位 c', message: '职位不存在' },
      ],
    });
  });
});
