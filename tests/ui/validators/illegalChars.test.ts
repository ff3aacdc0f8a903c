import {
  FEEDBACK_DESCRIPTION_LIMIT,
  checkFeedbackDescription,
  checkIllegalChars,
  checkIllegalCharsNamed,
  feedbackDescriptionTooLongMessage,
  illegalCharsMessage,
  requiredMessage,
} from '../../../ui/validators';

describe('checkIllegalChars / checkIllegalCharsNamed', () => {
  it.each([
    '某某科技有限公司',
    'Java 开发工程师（C#/C++ 优先）',
    '负责数据 selection 与 updated 报表',
    '2024-06-01 入职',
    '5*3 = 15; a/b',
    '“引号”与‘单引号’',
    '',
    'select_all', // part of a longer word
  ])('accepts %j', (value) => {
    expect(checkIllegalChars(value)).toBeNull();
    expect(checkIllegalCharsNamed(value)).toBeNull();
  });

  it.each([
    ['select * from users', 'select'],
    ['SELECT name', 'SELECT'],
    ['1; DROP TABLE t', 'DROP'],
    ['我要delete数据', 'delete'],
    ['a union b', 'union'],
    ['exec xp', 'exec'],
    ['name -- comment', '--'],
    ['/* note', '/*'],
    ['note */', '*/'],
    ["O'Brien", "'"],
    ['say "hi"', '"'],
    ['back`tick', '`'],
    ['a\tb', '（制表符）'],
  ])('rejects %j, naming %j', (value, named) => {
    expect(checkIllegalChars(value)).toBe(illegalCharsMessage);
    expect(checkIllegalCharsNamed(value)).toBe(`存在非法字符${named}，请重新输入！`);
  });

  it('names each distinct offending piece once, in order', () => {
    expect(checkIllegalCharsNamed("select 'a' -- 'b' select")).toBe(
      "存在非法字符select、'、--，请重新输入！",
    );
  });

  it('keeps the spec message', () => {
    expect(illegalCharsMessage).toBe('存在非法字符，请重新输入！');
  });
});

describe('checkFeedbackDescription', () => {
  it.each([
    ['', 'desktop', requiredMessage.feedbackDescriptionDesktop],
    ['   ', 'desktop', '请输入问题描述'],
    ['\n\u3000', 'phone', '请填写问题描述'],
    ['页面打不开', 'desktop', null],
    ['页面打不开', 'phone', null],
    ['  页面打不开  ', 'desktop', null],
    ['<b>加粗</b>', 'desktop', '系统监测到非法字符输入：<>，请重新输入!'],
    ['中'.repeat(FEEDBACK_DESCRIPTION_LIMIT / 2), 'desktop', null],
    ['中'.repeat(FEEDBACK_DESCRIPTION_LIMIT / 2) + 'a', 'desktop', feedbackDescriptionTooLongMessage],
    ['a'.repeat(FEEDBACK_DESCRIPTION_LIMIT), 'phone', null],
    [' ' + 'a'.repeat(FEEDBACK_DESCRIPTION_LIMIT) + ' ', 'phone', null],
  ] as const)('%j on %s gives %j', (value, variant, expected) => {
    expect(checkFeedbackDescription(value, variant)).toBe(expected);
  });

  it('uses the desktop message by default', () => {
    expect(checkFeedbackDescription('')).toBe('请输入问题描述');
  });
});
