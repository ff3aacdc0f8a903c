import type { ValidationResult } from './result';

/**
 * Password rules. Passwords are never trimmed: every character counts. Character classes:
 * digit 0-9, uppercase A-Z, lowercase a-z, symbol = printable ASCII punctuation (! through ~ that is not a
 * letter or digit). Spaces and non-ASCII characters belong to no class; checkPasswordExtras rejects them.
 */
export type PasswordLevel = 2 | 3 | 4 | 'generic';

export const DEFAULT_PASSWORD_LEVEL = 3;

export const passwordMessage = {
  2: '8-20位，包含数字/大写字母/小写字母/特殊符号中的两类',
  3: '8-20位，包含数字/大写字母/小写字母/特殊符号中的三类',
  4: '8-20位，包含数字/大写字母/小写字母/特殊符号中的四类',
  generic: '6-21位，包含数字/字母/特殊符号中的两类',
} as const;

export const passwordExtrasMessage = {
  englishOnly: '密码只能输入英文字符，请重新输入',
  repeated: '存在连续三位相同的字母或数字，密码强度较弱，请重新设置',
  sequential: '存在三位连续的字母或数字，密码强度较弱，请重新设置',
} as const;

const DIGIT = /\d/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const LETTER = /[A-Za-z]/;
const SYMBOL = /[!-/:-@[-`{-~]/;

interface LengthAndClasses {
  min: number;
  max: number;
  classes: readonly RegExp[];
  required: number;
}

const RULES: Record<PasswordLevel, LengthAndClasses> = {
  2: { min: 8, max: 20, classes: [DIGIT, UPPER, LOWER, SYMBOL], required: 2 },
  3: { min: 8, max: 20, classes: [DIGIT, UPPER, LOWER, SYMBOL], required: 3 },
  4: { min: 8, max: 20, classes: [DIGIT, UPPER, LOWER, SYMBOL], required: 4 },
  generic: { min: 6, max: 21, classes: [DIGIT, LETTER, SYMBOL], required: 2 },
};

/**
 * The strength level from system config pwdlevel (POST /pub/hqpz). Accepts 2, 3, 4 as numbers or strings,
 * and the config keys 'password2' / 'password3' / 'password4'; anything else gives the default, 3.
 */
export function passwordLevelFromConfig(pwdlevel: unknown): 2 | 3 | 4 {
  const text = typeof pwdlevel === 'number' || typeof pwdlevel === 'string' ? String(pwdlevel).trim() : '';
  const match = /^(?:password)?([234])$/i.exec(text);
  return match ? (Number(match[1]) as 2 | 3 | 4) : DEFAULT_PASSWORD_LEVEL;
}

/** Length and character-class rule of the given level (default 3). */
export function checkPassword(
  value: string,
  level: PasswordLevel = DEFAULT_PASSWORD_LEVEL,
): ValidationResult {
  const rule = RULES[level];
  const length = [...value].length;
  const classes = rule.classes.filter((pattern) => pattern.test(value)).length;
  return length >= rule.min && length <= rule.max && classes >= rule.required ? null : passwordMessage[level];
}

/**
 * Three identical letters or digits in a row ('aaa', '111'; case-sensitive, so 'aAa' passes). Symbols
 * are not counted: the message speaks of 字母或数字.
 */
function hasRepeatedTriple(value: string): boolean {
  return /([A-Za-z0-9])\1\1/.test(value);
}

/**
 * Three ascending consecutive letters or digits ('123', 'abc', 'XYZ'; letters compared case-insensitively,
 * so 'aBc' counts). Only ascending runs count: the spec names ascending sequences, so '321' and 'cba' pass.
 * No wrap-around ('890', 'yza' pass), and digits and letters never chain ('9ab' passes on its own).
 */
function hasAscendingTriple(value: string): boolean {
  const lower = value.toLowerCase();
  for (let index = 0; index + 2 < lower.length; index += 1) {
    const run = lower.slice(index, index + 3);
    const [a, b, c] = [run.charCodeAt(0), run.charCodeAt(1), run.charCodeAt(2)];
    const sameKind = /^(?:\d{3}|[a-z]{3})$/.test(run);
    if (sameKind && b === a + 1 && c === b + 1) return true;
  }
  return false;
}

/**
 * Extra rules, checked in this order: English characters only (printable ASCII without space, since a
 * space is easily mistyped and invisible), then no three identical, then no three ascending.
 */
export function checkPasswordExtras(value: string): ValidationResult {
  if (!/^[!-~]*$/.test(value)) return passwordExtrasMessage.englishOnly;
  if (hasRepeatedTriple(value)) return passwordExtrasMessage.repeated;
  if (hasAscendingTriple(value)) return passwordExtrasMessage.sequential;
  return null;
}
