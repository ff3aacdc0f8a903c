import type { ValidationResult } from './result';

export const emailMessage = '请输入正确的电子邮箱';

/**
 * A practical address rule (not full RFC 5322): ASCII local part of letters, digits and . _ % + -
 * without leading, trailing or doubled dots; domain labels of letters, digits and inner hyphens; a
 * top-level domain of at least two letters; 254 characters at most. Surrounding whitespace is ignored.
 */
const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const MAX_LENGTH = 254;

export function checkEmail(value: string): ValidationResult {
  const address = value.trim();
  return address.length <= MAX_LENGTH && EMAIL.test(address) ? null : emailMessage;
}
