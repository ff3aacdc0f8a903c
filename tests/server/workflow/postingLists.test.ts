import {
  postingStateOf,
  schoolListOrder,
  schoolListState,
  stateTabs,
} from '../../../server/workflow/postings/lists';

describe('the rules of the posting lists', () => {
  it('reads a state code, null for every state, and refuses a code the schema should have refused', () => {
    expect(postingStateOf('2')).toBe('published');
    expect(postingStateOf(null)).toBeNull();
    expect(() => postingStateOf('9')).toThrow('unknown posting state code 9');
  });

  it.each([
    [undefined, 'pending'],
    ['', null],
    [' ', null],
    ['4', 'changes'],
  ] as const)('the school list of zt %p is that of state %p', (code, state) => {
    expect(schoolListState(code)).toBe(state);
  });

  it('orders the pending queue by oldest submission, every other school list by latest update', () => {
    expect(schoolListOrder('pending')).toEqual({ column: 'submitted_at', direction: 'asc' });
    expect(schoolListOrder('published')).toEqual({ column: 'updated_at', direction: 'desc' });
    expect(schoolListOrder(null)).toEqual({ column: 'updated_at', direction: 'desc' });
  });

  it('counts every state for the tabs, and totals the chosen one or all', () => {
    const rows = [
      { state: 'draft' as const, count: '2' },
      { state: 'published' as const, count: 3 },
    ];
    const counts = { '0': 2, '1': 0, '2': 3, '3': 0, '4': 0, '5': 0, '6': 0 };
    expect(stateTabs(rows, null)).toEqual({ counts, total: 5 });
    expect(stateTabs(rows, 'published')).toEqual({ counts, total: 3 });
    expect(stateTabs(rows, 'offline')).toEqual({ counts, total: 0 });
  });
});
