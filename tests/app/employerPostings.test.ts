import { postingWorkflow, type PostingState } from '../../contract/workflow';
import {
  POSTING_STATE_TABS,
  daysUntilPostingEnds,
  employerPostingActions,
  permittedPostingActions,
  postingDetailPath,
  postingEditPath,
  postingTabCount,
  primaryPostingAction,
  reasonTitle,
} from '../../app/postings/employerPostings';
import { positionKind } from '../../features/positions/employer/positionDisplay';
import { announcementKind } from '../../features/announcements/employer/announcementDisplay';

const zt = (state: PostingState) => postingWorkflow.states[state].code;

describe('employerPostingActions', () => {
  it.each([
    ['draft', ['edit', 'submit', 'copy', 'remove']],
    ['pending', ['withdraw', 'copy']],
    ['published', ['edit', 'offline', 'copy']],
    ['rejected', ['edit', 'submit', 'copy']],
    ['changes', ['edit', 'submit', 'copy']],
    ['offline', ['copy']],
    ['expired', ['copy']],
  ] as const)('%s allows %j', (state, actions) => {
    expect(employerPostingActions(zt(state))).toEqual(actions);
  });

  it('offers only a copy for a state it does not know', () => {
    expect(employerPostingActions('9')).toEqual(['copy']);
  });

  it('makes submitting the primary action where the state allows it, else editing, else none', () => {
    expect(primaryPostingAction(employerPostingActions(zt('draft')))).toBe('submit');
    expect(primaryPostingAction(employerPostingActions(zt('published')))).toBe('edit');
    expect(primaryPostingAction(employerPostingActions(zt('pending')))).toBeUndefined();
  });
});

describe('permittedPostingActions', () => {
  it('offers a manager what the state allows and a user who may only view nothing', () => {
    expect(permittedPostingActions(zt('draft'), true)).toEqual(employerPostingActions(zt('draft')));
    expect(permittedPostingActions(zt('draft'), false)).toEqual([]);
    expect(permittedPostingActions(zt('published'), false)).toEqual([]);
  });
});

describe('daysUntilPostingEnds', () => {
  const today = '2026-11-25';
  it.each([
    ['2026-11-25', 0],
    ['2026-11-27', 2],
    ['2026-11-28', 3],
    ['2026-11-29', null],
    ['2026-11-24', null],
    ['', null],
  ])('a published posting ending %p is flagged %p', (end, days) => {
    expect(daysUntilPostingEnds(zt('published'), end, today)).toBe(days);
  });

  it('flags pending postings too, but nothing that no longer runs', () => {
    expect(daysUntilPostingEnds(zt('pending'), '2026-11-26', today)).toBe(1);
    expect(daysUntilPostingEnds(zt('pending'), '2026-11-28', today)).toBe(3);
    for (const state of ['draft', 'rejected', 'changes', 'offline', 'expired'] as const)
      expect(daysUntilPostingEnds(zt(state), '2026-11-26', today)).toBeNull();
  });
});

describe('what the screens say of a posting', () => {
  it('names the reason by the state that carries it', () => {
    expect(reasonTitle(zt('rejected'))).toBe('驳回原因');
    expect(reasonTitle(zt('changes'))).toBe('修改意见');
    expect(reasonTitle(zt('offline'))).toBe('下线原因');
    expect(reasonTitle(zt('published'))).toBe('');
  });

  it('has a tab for every state after 全部, and 全部 counts them all', () => {
    expect(POSTING_STATE_TABS.map((tab) => tab.label)).toEqual([
      '全部',
      '草稿',
      '待审核',
      '已发布',
      '已驳回',
      '需修改',
      '已下线',
      '已过期',
    ]);
    expect(postingTabCount({ '0': 2, '2': 3 }, '')).toBe(5);
    expect(postingTabCount({ '0': 2, '2': 3 }, '2')).toBe(3);
    expect(postingTabCount({ '0': 2 }, '4')).toBe(0);
  });

  it('links to the form and to the detail by id', () => {
    expect(postingEditPath(positionKind, 'zw 1')).toBe('/zpxx/fbzpzw?id=zw%201');
    expect(postingDetailPath(positionKind, 'zw1')).toBe('/zpxx/zpzwgl?id=zw1');
    expect(postingEditPath(announcementKind, 'gg 1')).toBe('/zpxx/fbzpgg?id=gg%201');
    expect(postingDetailPath(announcementKind, 'gg0001')).toBe('/zpxx/zpgggl?id=gg0001');
  });
});
