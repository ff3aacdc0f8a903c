import type { ValidationResult } from './result';

export const plateMessage = '请输入正确的车牌号';

/** Province-level abbreviations that open a mainland plate. */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Plate serial characters: digits and letters without I and O (GA 36). */
const SERIAL = '[0-9A-HJ-NP-Z]';

/**
 * Ordinary (7 characters): province, issuing-authority letter, four serial characters and a last serial
 * character or one of 挂 (trailer), 学 (driving school), 警 (police), 港 / 澳 (cross-border).
 * New energy (8 characters, GA 36-2018): small cars have D A B C E (battery) or F G H J K (hybrid) third,
 * one serial character and four digits; large vehicles have five digits then D or F.
 * Surrounding whitespace is ignored and letters may be typed in lower case.
 */
const PLATE = new RegExp(
  `^[${PROVINCES}][A-Z](?:${SERIAL}{4}(?:${SERIAL}|[挂学警港澳])|[A-HJK]${SERIAL}\\d{4}|\\d{5}[DF])$`,
);

export function checkPlate(value: string): ValidationResult {
  return PLATE.test(value.trim().toUpperCase()) ? null : plateMessage;
}
