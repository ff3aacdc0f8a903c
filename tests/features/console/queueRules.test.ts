import {
  countText,
  employerIndustryLabel,
  employerNatureLabel,
  employerQueueQuery,
} from '../../../features/console/queueRules';
import { tabOfState } from '../../../app/review/reviewQueue';

const query = (search: string) => employerQueueQuery(new URLSearchParams(search));

describe('the employer queue’s address', () => {
  it('asks for pending registrations, first page of ten, unless the address says otherwise', () => {
    expect(query('')).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
    expect(query('zt=3&page=2&size=20&keyword=%20星河%20')).toEqual({
      page: 2,
      size: 20,
      zt: '3',
      keyword: '星河',
    });
  });

  it('asks for every state on the 全部 tab, and shows that tab for it', () => {
    expect(query('zt=all').zt).toBe('');
    expect(tabOfState('')).toBe('all');
    expect(tabOfState('2')).toBe('2');
  });

  it('ignores what it does not know: a state, a page, a size over the server’s limit', () => {
    expect(query('zt=9&page=0&size=1000')).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
    expect(query('page=abc&size=-5')).toMatchObject({ page: 1, size: 10 });
  });

  it('cuts an overlong keyword to the server’s limit', () => {
    expect(query(`keyword=${'字'.repeat(80)}`).keyword).toHaveLength(50);
  });
});

describe('how the console shows codes and counts', () => {
  it('names nature and industry by their labels, an unknown code as it is', () => {
    expect(employerNatureLabel('31')).toBe('国有企业');
    expect(employerIndustryLabel('34')).toBe('信息传输、软件和信息技术服务业');
    expect(employerNatureLabel('77')).toBe('77');
    expect(employerNatureLabel('')).toBe('—');
  });

  it('shows a total the server capped as 10,000+', () => {
    expect(countText(0)).toBe('0');
    expect(countText(1234)).toBe('1,234');
    expect(countText(10_000)).toBe('10,000+');
  });
});
