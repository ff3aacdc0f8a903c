import {
  checkPassword,
  checkPasswordExtras,
  passwordExtrasMessage,
  passwordLevelFromConfig,
  passwordMessage,
} from '../../../ui/validators';

describe('passwordLevelFromConfig', () => {
  it.each([
    [2, 2],
    [3, 3],
    [4, 4],
    ['2', 2],
    [' 4 ', 4],
    ['password2', 2],
    ['password3', 3],
    ['PASSWORD4', 4],
    [undefined, 3],
    [null, 3],
    ['', 3],
    [1, 3],
    [5, 3],
    [2.5, 3],
    ['password5', 3],
    ['strong', 3],
    [{ pwdlevel: 2 }, 3],
  ])('reads %j as level %i (default 3)', (pwdlevel, level) => {
    expect(passwordLevelFromConfig(pwdlevel)).toBe(level);
  });
});

describe('checkPassword by level', () => {
  it.each([
    // level 2: 8-20 characters, at least two classes
    [2, 'abcdefg1', null],
    [2, 'ABCDEFGH!', null],
    [2, '12345678a', null],
    [2, 'Abcdefgh', null],
    [2, 'abcdefgh', passwordMessage[2]],
    [2, '12345678', passwordMessage[2]],
    [2, 'abc1', passwordMessage[2]],
    [2, 'a1'.repeat(10), null], // 20 characters
    [2, 'a1'.repeat(10) + 'b', passwordMessage[2]], // 21 characters
    [2, 'abcdefg', passwordMessage[2]],
    // level 3: three classes
    [3, 'Abcdefg1', null],
    [3, 'abcdef1!', null],
    [3, 'ABCDEF1!', null],
    [3, 'Abcdefgh', passwordMessage[3]],
    [3, 'abcdefg1', passwordMessage[3]],
    [3, 'Ab1!', passwordMessage[3]],
    // level 4: all four
    [4, 'Abcdef1!', null],
    [4, 'Abcdefg1', passwordMessage[4]],
    [4, 'A1!a', passwordMessage[4]],
    [4, 'Ab1~' + 'x'.repeat(16), null],
    [4, 'Ab1~' + 'x'.repeat(17), passwordMessage[4]],
    // symbols are printable ASCII punctuation; a space or Chinese character is no class
    [3, 'abcdefg 1', passwordMessage[3]],
    [3, 'abcdefg中1', passwordMessage[3]],
    [3, 'abcdef1\\', null],
    [3, 'abcdef1`', null],
    [3, 'abcdef1{', null],
    [3, 'abcdef1！', passwordMessage[3]], // full-width ！ is not an ASCII symbol
    ['generic', 'abc123', null],
    ['generic', 'abc!@#', null],
    ['generic', '123!@#', null],
    ['generic', 'abcABC', passwordMessage.generic], // letters are one class here
    ['generic', 'abc12', passwordMessage.generic],
    ['generic', 'a1'.repeat(10) + 'b', null], // 21 characters
    ['generic', 'a1'.repeat(11), passwordMessage.generic], // 22 characters
    ['generic', '', passwordMessage.generic],
  ] as const)('level %s: %j gives %j', (level, value, expected) => {
    expect(checkPassword(value, level)).toBe(expected);
  });

  it('defaults to level 3', () => {
    expect(checkPassword('abcdefg1')).toBe(passwordMessage[3]);
    expect(checkPassword('Abcdefg1')).toBeNull();
  });

  it('keeps the spec messages', () => {
    expect(passwordMessage[2]).toBe('8-20位，包含数字/大写字母/小写字母/特殊符号中的两类');
    expect(passwordMessage[3]).toBe('8-20位，包含数字/大写字母/小写字母/特殊符号中的三类');
    expect(passwordMessage[4]).toBe('8-20位，包含数字/大写字母/小写字母/特殊符号中的四类');
  });
});

describe('checkPasswordExtras', () => {
  it.each<[string, string | null, string]>([
    ['Ab1!Ab1!', null, 'no runs'],
    ['Aa1!xy9z', null, 'two ascending only'],
    ['aAa1!b2c', null, 'aAa is not three identical (case-sensitive)'],
    ['!!!Ab1cd', null, 'three identical symbols are not letters or digits'],
    ['x321!Abq', null, 'descending digits pass'],
    ['Zcba!1q2', null, 'descending letters pass'],
    ['Q890!w1e', null, 'no wrap-around from 9 to 0'],
    ['Qyza!w1e', null, 'no wrap-around from z to a'],
    ['W9ab!1qe', null, 'digits and letters do not chain'],
    ['Ab1!#$%q', null, 'consecutive ASCII symbols are not letters or digits'],
    ['', null, 'empty (the length rule reports it)'],
    ['Abc111!x', passwordExtrasMessage.repeated, 'three identical digits'],
    ['Xaaa!1q2', passwordExtrasMessage.repeated, 'three identical letters'],
    ['Xq!AAA1x', passwordExtrasMessage.repeated, 'three identical capitals'],
    ['Xq!1234w', passwordExtrasMessage.sequential, 'ascending digits'],
    ['Q!abc1w2', passwordExtrasMessage.sequential, 'ascending letters'],
    ['Q!XYZ1w2', passwordExtrasMessage.sequential, 'ascending capitals'],
    ['Q!aBc1w2', passwordExtrasMessage.sequential, 'mixed-case ascending letters'],
    ['Q!789w1e', passwordExtrasMessage.sequential, 'ascending digits at the end of the range'],
    ['密码Ab1!xyz', passwordExtrasMessage.englishOnly, 'Chinese characters'],
    ['Ab1! q2w3', passwordExtrasMessage.englishOnly, 'a space'],
    ['Ab1！q2w3', passwordExtrasMessage.englishOnly, 'a full-width symbol'],
    ['Ab1!q2w\t', passwordExtrasMessage.englishOnly, 'a tab'],
    ['aaa密码', passwordExtrasMessage.englishOnly, 'English-only is checked first'],
    ['aaabc', passwordExtrasMessage.repeated, 'identical is checked before ascending'],
  ])('%j gives %j (%s)', (value, expected) => {
    expect(checkPasswordExtras(value)).toBe(expected);
  });
});
