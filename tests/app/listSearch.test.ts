import { oneOf, pageFromSearch, searchWith } from '../../app/review/listSearch';

const params = (search: string) => new URLSearchParams(search);

describe('a list’s filters in the page address', () => {
  it('reads page and size within the server’s limits', () => {
    expect(pageFromSearch(params(''))).toEqual({ page: 1, size: 10 });
    expect(pageFromSearch(params('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(pageFromSearch(params('page=0&size=101'))).toEqual({ page: 1, size: 10 });
    expect(pageFromSearch(params('page=2.5&size=abc'))).toEqual({ page: 1, size: 10 });
  });

  it('starts a changed filter from the first page, and drops what is emptied', () => {
    expect(searchWith(params('zt=3&page=4&keyword=a'), { keyword: 'b' }).toString()).toBe('zt=3&keyword=b');
    expect(searchWith(params('zt=3&keyword=a'), { keyword: '', zt: null }).toString()).toBe('');
  });

  it('keeps the filters when only the page or size changes, leaving page 1 out', () => {
    expect(searchWith(params('zt=3'), { page: '2', size: '20' }).toString()).toBe('zt=3&page=2&size=20');
    expect(searchWith(params('zt=3&page=2'), { page: '1' }).toString()).toBe('zt=3');
  });

  it('takes a value only when it is one of the allowed', () => {
    expect(oneOf('2', ['1', '2'], '1')).toBe('2');
    expect(oneOf('9', ['1', '2'], '1')).toBe('1');
    expect(oneOf(null, ['1', '2'], '1')).toBe('1');
  });
});
