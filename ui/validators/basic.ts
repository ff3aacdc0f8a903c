import type { ValidationResult, Validator } from './result';

/**
 * Small rules shared by many forms. "Blank" means empty or whitespace only (full-width spaces included, as
 * String.prototype.trim treats them).
 */
export const basicMessage = {
  notBlank: '不能为空',
  digits: '只能输入数字',
  postalCode: '请输入正确的邮政编码',
} as const;

/**
 * Leading pairs of mainland postal codes, one block per province-level area (e.g. 10 Beijing, 20 Shanghai,
 * 30 Tianjin, 40 Chongqing, 51-52 Guangdong, 83-84 Xinjiang, 85 Tibet). Hong Kong, Macao and Taiwan have
 * no six-digit mainland codes.
 */
const POSTAL_LEADING_PAIRS = new Set(
  '01 02 03 04 05 06 07 10 11 12 13 15 16 20 21 22 23 24 25 26 27 30 31 32 33 34 35 36 40 41 42 43 44 45 46 47 51 52 53 54 55 56 57 61 62 63 64 65 66 67 71 72 73 74 75 81 83 84 85'.split(
    ' ',
  ),
);

export function checkNotBlank(value: string): ValidationResult {
  return value.trim() === '' ? basicMessage.notBlank : null;
}

/** ASCII digits only, at least one; surrounding whitespace ignored. */
export function checkDigits(value: string): ValidationResult {
  return /^\d+$/.test(value.trim()) ? null : basicMessage.digits;
}

export function checkPostalCode(value: string): ValidationResult {
  const code = value.trim();
  return /^\d{6}$/.test(code) && POSTAL_LEADING_PAIRS.has(code.slice(0, 2)) ? null : basicMessage.postalCode;
}

/** A required-field rule with the field's own message. */
export function checkRequired(message: string): Validator {
  return (value) => (value.trim() === '' ? message : null);
}
