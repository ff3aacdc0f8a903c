import type { ValidationResult } from './result';

/**
 * Illegal-character check for free-text fields that end up in SQL-backed searches and reports. The spec
 * names the categories but not the pattern; we reject:
 * - SQL keywords as whole words, any case: select insert update delete drop truncate alter create exec
 *   execute union declare (whole words, so 'selection' or 'updated' pass);
 * - comment marks: -- /* *\/ (a lone '#' or '-' passes: 'C#', '2024-06');
 * - quotes: ' " ` (Chinese quotes “” ‘’ pass);
 * - tab characters.
 * The value is checked as given, without trimming.
 */
const ILLEGAL =
  /\b(?:select|insert|update|delete|drop|truncate|alter|create|exec|execute|union|declare)\b|--|\/\*|\*\/|['"`]|\t/gi;

export const illegalCharsMessage = '存在非法字符，请重新输入！';

/** How an offending piece is named to the user: invisible ones by name. */
function displayed(piece: string): string {
  return piece === '\t' ? '（制表符）' : piece;
}

function findIllegal(value: string): string[] {
  return [...new Set(value.match(ILLEGAL) ?? [])];
}

export function checkIllegalChars(value: string): ValidationResult {
  return findIllegal(value).length > 0 ? illegalCharsMessage : null;
}

/** Names every distinct offending piece as typed, in order, joined by '、': 存在非法字符'、select，请重新输入！ */
export function checkIllegalCharsNamed(value: string): ValidationResult {
  const found = findIllegal(value);
  return found.length > 0 ? `存在非法字符${found.map(displayed).join('、')}，请重新输入！` : null;
}
