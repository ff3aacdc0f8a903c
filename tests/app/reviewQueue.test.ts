import { employerReviewWorkflow, postingWorkflow } from '../../contract/workflow';
import {
  ALL_STATES_TAB,
  POSTING_QUEUE_TABS,
  queueQuery,
  queueTabs,
  tabOfState,
} from '../../app/review/reviewQueue';

const params = (search: string) => new URLSearchParams(search);

describe('a review queue’s tabs', () => {
  it('has one tab per state in table order, then 全部', () => {
    expect(queueTabs(employerReviewWorkflow)).toEqual([
      { key: '1', label: '待审核' },
      { key: '2', label: '已通过' },
      { key: '3', label: '已驳回' },
      { key: '4', label: '需修改' },
      { key: ALL_STATES_TAB, label: '全部' },
    ]);
  });

  it('leaves out the states the school never sees: an employer’s drafts', () => {
    expect(POSTING_QUEUE_TABS.map((tab) => tab.key)).toEqual(['1', '2', '3', '4', '5', '6', 'all']);
    expect(queueTabs(postingWorkflow, ['draft', 'expired']).map((tab) => tab.label)).toEqual([
      '待审核',
      '已发布',
      '已驳回',
      '需修改',
      '已下线',
      '全部',
    ]);
  });

  it('shows 全部 for the request of every state', () => {
    expect(tabOfState('')).toBe(ALL_STATES_TAB);
    expect(tabOfState('3')).toBe('3');
  });
});

describe('a review queue’s request from the page address', () => {
  const query = (search: string) => queueQuery(params(search), POSTING_QUEUE_TABS, '1');

  it('asks for the pending state by default, or for a state one of the tabs shows', () => {
    expect(query('')).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
    expect(query('zt=5&page=2&size=20')).toEqual({ page: 2, size: 20, zt: '5', keyword: '' });
    expect(query('zt=all').zt).toBe('');
  });

  it('asks for the pending state instead of one no tab shows', () => {
    expect(query('zt=0').zt).toBe('1');
    expect(query('zt=x').zt).toBe('1');
  });

  it('trims the keyword and cuts it at the server’s limit', () => {
    expect(query('keyword=%20招聘%20').keyword).toBe('招聘');
    expect(query(`keyword=${'字'.repeat(60)}`).keyword).toHaveLength(50);
  });
});
