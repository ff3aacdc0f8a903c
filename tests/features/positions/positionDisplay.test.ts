import {
  expiryText,
  positionSummary,
  salaryText,
} from '../../../features/positions/employer/positionDisplay';

describe('salaryText', () => {
  it.each([
    [{ xzlx: '1', xzxx: 8000, xzsx: 12000 }, '8,000-12,000元/月'],
    [{ xzlx: '1', xzxx: 10000, xzsx: 10000 }, '10,000元/月'],
    [{ xzlx: '2', xzxx: 150000, xzsx: 255000 }, '15万-25.5万元/年'],
    [{ xzlx: '2', xzxx: 8000, xzsx: 120000 }, '8,000-12万元/年'],
    [{ xzlx: '3', xzxx: null, xzsx: null }, '面议'],
    [{ xzlx: '1', xzxx: 6000, xzsx: null }, '6,000元/月起'],
    [{ xzlx: '1', xzxx: null, xzsx: 9000 }, '最高9,000元/月'],
    [{ xzlx: '1', xzxx: null, xzsx: null }, '未填写'],
    [{ xzlx: '', xzxx: null, xzsx: null }, '未填写'],
  ])('shows %p as %p', (salary, text) => {
    expect(salaryText(salary)).toBe(text);
  });
});

describe('expiryText', () => {
  it('says how soon', () => {
    expect(expiryText(0)).toBe('今天截止');
    expect(expiryText(3)).toBe('3天后截止');
  });
});

describe('the rest of what a row shows', () => {
  it('sums up nature, category and education', () => {
    expect(positionSummary({ gzxz: '2', zwlb: '13', xlyq: '3' })).toBe('实习 · 工程技术人员 · 硕士');
    expect(positionSummary({ gzxz: '1', zwlb: '', xlyq: '0' })).toBe('全职 · 学历不限');
  });
});
