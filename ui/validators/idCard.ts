import type { ValidationResult } from './result';

/**
 * Mainland resident ID numbers (GB 11643-1999). Rules are checked in order and the first failure decides the
 * message:
 * 1. length other than 15 or 18 -> 位数 ('身份证位数格式错误！');
 * 2. characters (15 digits, or 17 digits then a digit or X/x) -> 格式;
 * 3. province prefix outside the issued set -> 格式;
 * 4. birth date (19yy for 15-digit numbers) not a real calendar day, before 1900 or after today -> 日期;
 * 5. ISO 7064 MOD 11-2 check character of an 18-digit number -> 格式.
 * Surrounding whitespace is ignored (pasted numbers often carry it); inner spaces and full-width digits fail.
 */
export const idCardMessage = {
  length: '身份证位数格式错误！',
  format: '身份证格式错误！',
  date: '身份证日期格式错误',
} as const;

const PROVINCE_PREFIXES = new Set([
  ...range(11, 15),
  ...range(21, 23),
  ...range(31, 37),
  ...range(41, 46),
  ...range(50, 54),
  ...range(61, 65),
  71,
  81,
  82,
  91,
]);

const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
const EARLIEST_BIRTH_YEAR = 1900;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Whether year/month/day name a real day in [1900-01-01, today]. */
function isRealBirthDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < EARLIEST_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const birth = year * 10000 + month * 100 + day;
  const todayNumber = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return birth <= todayNumber;
}

function checkCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (CHECK_WEIGHTS[index] ?? 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/** `today` bounds the birth date; it defaults to the current day. */
export function checkIdCard(value: string, today: Date = new Date()): ValidationResult {
  const id = value.trim().toUpperCase();
  if (id.length !== 15 && id.length !== 18) return idCardMessage.length;
  if (!(id.length === 15 ? /^\d{15}$/ : /^\d{17}[\dX]$/).test(id)) return idCardMessage.format;
  if (!PROVINCE_PREFIXES.has(Number(id.slice(0, 2)))) return idCardMessage.format;

  const [year, month, day] =
    id.length === 15
      ? [1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12))]
      : [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  if (!isRealBirthDate(year, month, day, today)) return idCardMessage.date;

  if (id.length === 18 && checkCharacter(id.slice(0, 17)) !== id[17]) return idCardMessage.format;
  return null;
}
