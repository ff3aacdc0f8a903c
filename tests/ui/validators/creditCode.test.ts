import fc from 'fast-check';
import { checkCreditCode, creditCodeMessage } from '../../../ui/validators';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Independent GB 11714 + GB 32100 check characters, for building valid codes. */
function withChecks(first16: string): string {
  const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];
  const body = first16.slice(8);
  const orgSum = [...body].reduce((sum, c, i) => sum + parseInt(c, 36) * (orgWeights[i] ?? 0), 0);
  const orgCheck = { 10: 'X', 11: '0' }[11 - (orgSum % 11)] ?? String(11 - (orgSum % 11));
  const first17 = first16 + orgCheck;
  const sum = [...first17].reduce((total, c, i) => total + ALPHABET.indexOf(c) * (3 ** i % 31), 0);
  return first17 + ALPHABET[(31 - (sum % 31)) % 31];
}

describe('checkCreditCode', () => {
  it.each([
    ['91350100M000100Y43', 'the GB 32100 example'],
    ['91310110666007217T', 'an enterprise in Shanghai'],
    ['91230184MA1BUFLT44', 'an enterprise with an MA organization code'],
    ['92371000MA3MXH0E3W', 'an individual business'],
    ['91350100m000100y43', 'typed in lower case'],
    [' 91310110666007217T ', 'surrounding spaces'],
    [withChecks('11100000MB012345'), 'a government body'],
    [withChecks('53110000MJ000000'), 'a social organization'],
    [withChecks('93440300MA5ABCDE'), 'a farmers’ cooperative'],
    [withChecks('Y1440300MA5ABCDE'), 'authority Y'],
    [withChecks('N2440300MA5ABCDE'), 'a village collective'],
  ])('accepts %s (%s)', (value) => expect(checkCreditCode(value)).toBeNull());

  it.each<[string, string, string]>([
    ['', creditCodeMessage.length, 'empty'],
    ['91350100M000100Y4', creditCodeMessage.length, '17 characters'],
    ['91350100M000100Y431', creditCodeMessage.length, '19 characters'],
    ['110105194912310021', creditCodeMessage.format, 'an ID number'],
    ['91350100M000100Y44', creditCodeMessage.format, 'wrong GB 32100 check character'],
    ['91350100M000100Y53', creditCodeMessage.format, 'wrong organization-code check character'],
    ['91350211M00013FA1N', creditCodeMessage.format, 'an early pilot code that fails the standard'],
    [withChecks('94440300MA5ABCDE'), creditCodeMessage.format, 'type 4 under authority 9'],
    [withChecks('Y2440300MA5ABCDE'), creditCodeMessage.format, 'type 2 under authority Y'],
    [withChecks('B1440300MA5ABCDE'), creditCodeMessage.format, 'unknown authority B'],
    [withChecks('9144030AMA5ABCDE'), creditCodeMessage.format, 'letter in the division code'],
    ['91350100M000I00Y43', creditCodeMessage.format, 'letter I'],
    ['91350100M000O00Y43', creditCodeMessage.format, 'letter O'],
    ['91350100M000S00Y43', creditCodeMessage.format, 'letter S'],
    ['９1350100M000100Y43', creditCodeMessage.format, 'a full-width digit'],
    ['91350100 M000100Y4', creditCodeMessage.format, 'inner space'],
  ])('rejects %j with %s (%s)', (value, message) => expect(checkCreditCode(value)).toBe(message));

  it('accepts generated valid codes and rejects each with a changed check character', () => {
    const authorityAndType = fc.constantFrom(
      '11',
      '12',
      '13',
      '19',
      '31',
      '51',
      '52',
      '53',
      '59',
      '91',
      '92',
      '93',
      'A1',
      'N3',
      'Y1',
    );
    const bodyCharacter = fc.constantFrom(...ALPHABET);
    fc.assert(
      fc.property(
        authorityAndType,
        fc.stringMatching(/^\d{6}$/),
        fc.array(bodyCharacter, { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 30 }),
        (head, division, body, shift) => {
          const code = withChecks(head + division + body.join(''));
          expect(checkCreditCode(code)).toBeNull();
          const changed = ALPHABET[(ALPHABET.indexOf(code[17]!) + shift) % 31]!;
          expect(checkCreditCode(code.slice(0, 17) + changed)).toBe(creditCodeMessage.format);
        },
      ),
    );
  });
});
