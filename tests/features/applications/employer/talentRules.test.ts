import {
  NO_TALENT_FILTERS,
  activeTalentFilterCount,
  inviteProblems,
  talentFiltersOf,
  talentFiltersProblem,
  talentSearchQuery,
} from '../../../../features/applications/employer/talentRules';

describe('the talent-search address', () => {
  it('reads the filters, dropping unknown codes', () => {
    const search = new URLSearchParams('zy=计算机&xl=7&bynf=2026&csdm=3701&gjz=机器学习&jn=Python');
    expect(talentFiltersOf(search)).toEqual({
      ...NO_TALENT_FILTERS,
      zy: '计算机',
      bynf: '2026',
      gjz: '机器学习',
      jn: 'Python',
    });
    expect(talentSearchQuery(search)).toEqual({
      page: 1,
      size: 10,
      zy: '计算机',
      bynf: 2026,
      gjz: '机器学习',
      jn: 'Python',
    });
  });

  it('searches no keyword shorter than two characters, and says so in the form', () => {
    expect(talentSearchQuery(new URLSearchParams('gjz=机'))).toEqual({ page: 1, size: 10 });
    expect(talentFiltersProblem({ ...NO_TALENT_FILTERS, gjz: '机' })).toBe('关键词至少2个字');
    expect(talentFiltersProblem({ ...NO_TALENT_FILTERS, gjz: '机器' })).toBeNull();
  });

  it('counts the filters in use', () => {
    expect(activeTalentFilterCount({ ...NO_TALENT_FILTERS, xl: '2', csdm: '370100' })).toBe(2);
  });
});

describe('the invitation form', () => {
  it('needs a position; the message is optional but limited', () => {
    expect(inviteProblems({ zwid: '', ly: '' })).toEqual({ zwid: '请选择邀请投递的职位' });
    expect(inviteProblems({ zwid: 'zw1', ly: '欢迎投递' })).toEqual({});
    expect(inviteProblems({ zwid: 'zw1', ly: '好'.repeat(201) })).toEqual({ ly: '留言不能超过200个字' });
  });
});
