import {
  checkLandline,
  checkMobile,
  checkMobileStrict,
  checkPhone,
  phoneMessage,
} from '../../../ui/validators';

describe('checkMobile (loose: optional +86 / 0086, then 1 and ten digits)', () => {
  it.each([
    '13800138000',
    '10000000000',
    '19912345678',
    '+8613800138000',
    '008613800138000',
    ' 13800138000 ',
  ])('accepts %j', (value) => expect(checkMobile(value)).toBeNull());

  it.each([
    '',
    '1380013800', // 10 digits
    '138001380001', // 12 digits
    '23800138000', // does not start with 1
    '+86 13800138000', // inner space
    '86-13800138000',
    '+8513800138000',
    '0008613800138000',
    '138-0013-8000',
    '１３８００１３８０００', // full-width digits
    '1380013800a',
  ])('rejects %j', (value) => expect(checkMobile(value)).toBe(phoneMessage.mobile));
});

describe('checkMobileStrict (by carrier segment)', () => {
  it.each([
    ['13412345678', 'China Mobile 134'],
    ['13912345678', 'China Mobile 139'],
    ['14712345678', 'China Mobile data 147'],
    ['19812345678', 'China Mobile 198'],
    ['13012345678', 'China Unicom 130'],
    ['16612345678', 'China Unicom 166'],
    ['19612345678', 'China Unicom 196'],
    ['13312345678', 'China Telecom 133'],
    ['17712345678', 'China Telecom 177'],
    ['19912345678', 'China Telecom 199'],
    ['19212345678', 'China Broadnet 192'],
    ['17012345678', 'virtual 170'],
    ['17112345678', 'virtual 171'],
    ['16212345678', 'virtual 162'],
    ['16512345678', 'virtual 165'],
    ['16712345678', 'virtual 167'],
    ['17401234567', 'satellite 1740'],
    ['17491234567', 'satellite 1749'],
    ['+8618612345678', 'with +86'],
    ['008618912345678', 'with 0086'],
  ])('accepts %s (%s)', (value) => expect(checkMobileStrict(value)).toBeNull());

  it.each([
    ['10012345678', 'segment 100'],
    ['12012345678', 'segment 120'],
    ['14012345678', 'IoT segment 140'],
    ['15412345678', 'unissued 154'],
    ['16012345678', 'unissued 160'],
    ['17411234567', '1741 is not public'],
    ['19412345678', 'unissued 194'],
    ['1381234567', 'too short'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => expect(checkMobileStrict(value)).toBe(phoneMessage.mobile));
});

describe('checkLandline', () => {
  it.each([
    ['22345678', '8 digits without area code'],
    ['01022345678', '3-digit area, 8 digits'],
    ['010-22345678', '3-digit area with hyphen'],
    ['0755-2345678', '4-digit area, 7 digits'],
    ['0755-23456789', '4-digit area, 8 digits'],
    ['07552345678', '4-digit area without hyphen'],
    ['010-22345678-8001', 'extension'],
    ['0755-2345678-1', 'one-digit extension'],
    ['010-22345678-123456', 'six-digit extension'],
    ['010-12345678-1234', 'local number starting with 1, with an extension'],
    ['010-12345678', 'local number starting with 1'],
    ['0755-1234567', '4-digit area, 7 digits starting with 1'],
    ['12345678', '8 digits starting with 1 without area code'],
    [' 010-22345678 ', 'surrounding spaces'],
  ])('accepts %s (%s)', (value) => expect(checkLandline(value)).toBeNull());

  it.each([
    ['', 'empty'],
    ['2234567', '7 digits without area code'],
    ['010-2234567', '3-digit area with 7 digits'],
    ['0755-234567', '4-digit area with 6 digits'],
    ['0755-234567890', '4-digit area with 9 digits'],
    ['110-22345678', 'area code not starting with 0'],
    ['010-02345678', 'local number starting with 0'],
    ['010 22345678', 'space separator'],
    ['010-22345678-1234567', 'extension of 7 digits'],
    ['010-22345678-', 'empty extension'],
    ['010-22345678-12a4', 'extension with a letter'],
    ['010-22345678 1234', 'extension after a space'],
    ['0755-02345678', 'local number starting with 0 after a 4-digit area'],
    ['13800138000', 'a mobile number'],
    ['+8613800138000', 'a mobile number with +86'],
  ])('rejects %j (%s)', (value) => expect(checkLandline(value)).toBe(phoneMessage.landline));
});

describe('checkPhone (mobile or landline)', () => {
  it.each(['13800138000', '+8613800138000', '010-22345678', '0755-2345678-12', '010-12345678-1234'])(
    'accepts %s',
    (value) => expect(checkPhone(value)).toBeNull(),
  );

  it.each(['', '1380013800', '010-2234567', 'abc'])('rejects %j', (value) =>
    expect(checkPhone(value)).toBe(phoneMessage.phone),
  );
});
