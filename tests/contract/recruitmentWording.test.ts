import {
  checkRecruitmentWording,
  findRestrictedWording,
  wordingMessage,
} from '../../contract/recruitmentWording';

describe('findRestrictedWording (三严禁)', () => {
  it.each([
    ['要求985、211院校毕业', 'schoolTier', ['985', '211']],
    ['双一流高校毕业生优先', 'schoolTier', ['双一流']],
    ['限男性，能适应出差', 'gender', ['限男性']],
    ['女性优先', 'gender', ['女性优先']],
    ['限汉族', 'ethnicity', ['限汉族']],
    ['仅限本地户口', 'household', ['限本地户口']],
    ['要求京籍', 'household', ['京籍']],
    ['已婚已育优先', 'marital', ['已婚', '已育']],
  ] as const)('flags %s as %s', (text, category, words) => {
    expect(findRestrictedWording(text)).toEqual([{ category, words }]);
  });

  it.each([
    '月薪9850元，年终奖2110元起',
    '提供单身公寓，可解决户口',
    '招聘女装设计师',
    '欢迎各民族同学报名',
    '男女不限，专业不限',
    '本科及以上学历，计算机相关专业',
  ])('lets %s pass', (text) => {
    expect(findRestrictedWording(text)).toEqual([]);
  });

  it('names each field, each category and its words once, in order', () => {
    const flags = checkRecruitmentWording({
      zwmc: 'Java开发工程师',
      zwms: '限男性，985、211毕业，985优先',
      fl: ['五险一金', '已婚优先'],
    });
    expect(flags).toEqual([
      { field: 'zwms', category: 'schoolTier', words: ['985', '211'] },
      { field: 'zwms', category: 'gender', words: ['限男性'] },
      { field: 'fl', category: 'marital', words: ['已婚'] },
    ]);
    expect(wordingMessage(flags.slice(0, 2))).toBe(
      '含有限制“学校层次”的用语：985、211；限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由',
    );
  });
});
