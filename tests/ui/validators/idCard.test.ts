import fc from 'fast-check';
import { checkIdCard, idCardMessage } from '../../../ui/validators';

const TODAY = new Date(2025, 5, 15); // 2025-06-15, fixed so the tests do not age

/** Independent ISO 7064 MOD 11-2 check for building valid numbers. */
function withCheck(first17: string): string {
  const weights = first17.split('').map((_, index) => 2 ** (17 - index) % 11);
  const sum = first17
    .split('')
    .reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return first17 + ((12 - (sum % 11)) % 11 === 10 ? 'X' : String((12 - (sum % 11)) % 11));
}

/** Flip the check character of a valid 18-digit number to a wrong one. */
function withWrongCheck(valid: string): string {
  const wrong = valid.endsWith('0') ? '1' : '0';
  return valid.slice(0, 17) + wrong;
}

describe('checkIdCard', () => {
  it.each([
    ['11010519491231002X', 'a well-known valid number with check X'],
    ['11010519491231002x', 'lowercase x'],
    [withCheck('44030820000229123'), 'leap day of 2000'],
    [withCheck('31010419960101001'), 'Shanghai'],
    [withCheck('65010219000101001'), 'earliest year 1900'],
    [withCheck('91000020250615001'), 'prefix 91 and born today'],
    [withCheck('82000019800430001'), 'Macao'],
    ['110105491231002', '15 digits, 1949-12-31'],
    ['110105960229002', '15 digits, 1996-02-29'],
  ])('accepts %s (%s)', (id) => {
    expect(checkIdCard(id, TODAY)).toBeNull();
  });

  it.each([
    [' 11010519491231002X ', 'surrounding spaces are ignored'],
    ['\u300011010519491231002X', 'surrounding full-width space is ignored'],
  ])('accepts %j (%s)', (id) => {
    expect(checkIdCard(id, TODAY)).toBeNull();
  });

  it.each<[string, string, string]>([
    ['', idCardMessage.length, 'empty'],
    ['1101051949123100', idCardMessage.length, '16 characters'],
    ['11010519491231002X1', idCardMessage.length, '19 characters'],
    ['11010549123100', idCardMessage.length, '14 characters'],
    ['11010519491231 02X', idCardMessage.format, 'inner space'],
    ['１１０１０５１９４９１２３１００２Ｘ', idCardMessage.format, 'full-width digits'],
    ['1101051949123100X2', idCardMessage.format, 'X not last'],
    ['11010549123100X', idCardMessage.format, 'X in a 15-digit number'],
    [withCheck('10010519491231002'), idCardMessage.format, 'prefix 10'],
    [withCheck('16010519491231002'), idCardMessage.format, 'prefix 16'],
    [withCheck('55010519491231002'), idCardMessage.format, 'prefix 55'],
    [withCheck('72010519491231002'), idCardMessage.format, 'prefix 72'],
    [withCheck('83010519491231002'), idCardMessage.format, 'prefix 83'],
    ['990105491231002', idCardMessage.format, '15 digits with prefix 99'],
    [withWrongCheck('11010519491231002X'), idCardMessage.format, 'wrong check character'],
    ['110105194912310021', idCardMessage.format, 'wrong check digit'],
    [withCheck('44030819000229123'), idCardMessage.date, '1900-02-29 (1900 is not a leap year)'],
    [withCheck('44030820010229123'), idCardMessage.date, '2001-02-29'],
    [withCheck('44030819990431123'), idCardMessage.date, 'April 31st'],
    [withCheck('44030819991301123'), idCardMessage.date, 'month 13'],
    [withCheck('44030819990100123'), idCardMessage.date, 'day 0'],
    [withCheck('44030818991231123'), idCardMessage.date, 'born 1899'],
    [withCheck('44030820250616123'), idCardMessage.date, 'born tomorrow'],
    ['110105000229002', idCardMessage.date, '15 digits: 000229 is 1900-02-29'],
    ['110105491331002', idCardMessage.date, '15 digits: month 13'],
  ])('rejects %j with %s (%s)', (id, message) => {
    expect(checkIdCard(id, TODAY)).toBe(message);
  });

  it('accepts generated valid numbers and rejects each with its check character changed', () => {
    const prefixes = ['11', '15', '23', '37', '46', '50', '54', '65', '71', '81', '82', '91'];
    const birthDate = fc
      .date({ min: new Date(1900, 0, 1), max: TODAY, noInvalidDate: true })
      .map(
        (date) =>
          `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.stringMatching(/^\d{4}$/),
        birthDate,
        fc.stringMatching(/^\d{3}$/),
        (prefix, area, birth, sequence) => {
          const id = withCheck(prefix + area + birth + sequence);
          expect(checkIdCard(id, TODAY)).toBeNull();
          expect(checkIdCard(id.toLowerCase(), TODAY)).toBeNull();
          expect(checkIdCard(withWrongCheck(id), TODAY)).toBe(idCardMessage.format);
        },
      ),
    );
  });
});
