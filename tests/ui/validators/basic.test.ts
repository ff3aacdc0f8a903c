import {
  basicMessage,
  checkDigits,
  checkEmail,
  checkNotBlank,
  checkPlate,
  checkPostalCode,
  checkRequired,
  emailMessage,
  plateMessage,
} from '../../../ui/validators';

describe('checkNotBlank', () => {
  it.each(['a', ' a ', '中', '0'])('accepts %j', (value) => expect(checkNotBlank(value)).toBeNull());
  it.each(['', ' ', '\t\n', '\u3000'])('rejects blank %j', (value) =>
    expect(checkNotBlank(value)).toBe(basicMessage.notBlank),
  );
});

describe('checkRequired', () => {
  it('returns the field’s own message for blank input and null otherwise', () => {
    const checkName = checkRequired('请输入单位名称');
    expect(checkName('  ')).toBe('请输入单位名称');
    expect(checkName('某某公司')).toBeNull();
  });
});

describe('checkDigits', () => {
  it.each(['0', '0123', '9876543210', ' 42 '])('accepts %j', (value) =>
    expect(checkDigits(value)).toBeNull(),
  );
  it.each(['', '1.5', '-1', '1e3', '12 34', '１２', 'abc', '+1'])('rejects %j', (value) =>
    expect(checkDigits(value)).toBe(basicMessage.digits),
  );
});

describe('checkPostalCode', () => {
  it.each([
    ['100000', 'Beijing'],
    ['200120', 'Shanghai'],
    ['518000', 'Shenzhen'],
    ['010010', 'Hohhot'],
    ['400010', 'Chongqing'],
    ['850000', 'Lhasa'],
    ['830000', 'Urumqi'],
    [' 310000 ', 'surrounding spaces'],
  ])('accepts %s (%s)', (value) => expect(checkPostalCode(value)).toBeNull());

  it.each([
    ['', 'empty'],
    ['10000', 'five digits'],
    ['1000000', 'seven digits'],
    ['000000', 'leading pair 00'],
    ['140000', 'leading pair 14'],
    ['900000', 'leading pair 90'],
    ['990000', 'leading pair 99'],
    ['82000a', 'letter'],
    ['１０００００', 'full-width digits'],
  ])('rejects %j (%s)', (value) => expect(checkPostalCode(value)).toBe(basicMessage.postalCode));
});

describe('checkEmail', () => {
  it.each([
    'hr@example.com',
    'zhang.san+jobs@mail.example.edu.cn',
    'a_b-c%d@sub-domain.example.org',
    '12345@qq.com',
    ' hr@example.com ',
  ])('accepts %j', (value) => expect(checkEmail(value)).toBeNull());

  it.each([
    '',
    'hr',
    'hr@',
    '@example.com',
    'hr@example',
    'hr@example.c',
    'hr@@example.com',
    '.hr@example.com',
    'hr.@example.com',
    'h..r@example.com',
    'hr@-example.com',
    'hr@example-.com',
    'hr @example.com',
    '张三@example.com',
    'hr@例子.com',
    'hr＠example.com',
    `${'a'.repeat(250)}@x.cn`,
  ])('rejects %j', (value) => expect(checkEmail(value)).toBe(emailMessage));
});

describe('checkPlate', () => {
  it.each([
    ['京A12345', 'ordinary'],
    ['粤BD1234', 'ordinary with letters'],
    ['沪AB123C', 'ordinary mixed'],
    ['川A1234挂', 'trailer'],
    ['苏A1234学', 'driving school'],
    ['粤Z1234港', 'Hong Kong crossing'],
    ['粤BD12345', 'small new energy, battery'],
    ['粤BF12345', 'small new energy, hybrid'],
    ['京AK12345', 'small new energy, extended letter K'],
    ['京ADA1234', 'small new energy, letter in fourth place'],
    ['粤B12345D', 'large new energy'],
    ['粤B12345F', 'large new energy, hybrid'],
    ['京a12345', 'lowercase letter'],
    [' 京A12345 ', 'surrounding spaces'],
  ])('accepts %s (%s)', (value) => expect(checkPlate(value)).toBeNull());

  it.each([
    ['', 'empty'],
    ['A12345', 'no province'],
    ['港A12345', 'not a mainland province'],
    ['京112345', 'digit as authority letter'],
    ['京A1234', 'too short'],
    ['京AI2345', 'letter I'],
    ['京AO2345', 'letter O'],
    ['京A12345挂9', 'too long'],
    ['粤BL12345', 'new energy with letter L'],
    ['粤BD1234A', 'new energy small with letter at the end'],
    ['京AD1A345', 'new energy small with letter among the last four'],
    ['粤B12345A', 'large new energy with letter A'],
    ['京A 12345', 'inner space'],
    ['京Ａ12345', 'full-width letter'],
  ])('rejects %j (%s)', (value) => expect(checkPlate(value)).toBe(plateMessage));
});
