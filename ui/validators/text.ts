/**
 * Text measures and input sanitising shared by the limited text area, the feedback form and the server.
 *
 * Width rule (spec §5): an ASCII character counts 1, every other character counts 2. We walk code points,
 * not UTF-16 units, so an emoji (a surrogate pair) is one character counted 2 and is never split.
 */

const ASCII_MAX = 0x7f;

function characterWidth(character: string): number {
  return (character.codePointAt(0) ?? 0) <= ASCII_MAX ? 1 : 2;
}

export function textLength(value: string): number {
  let length = 0;
  for (const character of value) length += characterWidth(character);
  return length;
}

/** The longest prefix of `value` whose textLength does not exceed `limit`. */
export function truncateText(value: string, limit: number): string {
  let length = 0;
  let end = 0;
  for (const character of value) {
    length += characterWidth(character);
    if (length > limit) break;
    end += character.length;
  }
  return value.slice(0, end);
}

/**
 * The illegal-input pattern of the feedback / limited text area. The spec names a shared pattern without
 * showing it, so we strip what lets free text turn into markup, script or SQL when another system echoes it:
 * - `<` `>`: HTML tags;
 * - `'` `"` `` ` ``: attribute, string and template quoting (also SQL string breaking);
 * - `\`: escape sequences;
 * - control characters: C0 (U+0000–U+001F, tab included) except line feed and carriage return, which a
 *   multi-line description legitimately contains, plus DEL (U+007F) and C1 (U+0080–U+009F).
 * Chinese punctuation (“”‘’《》) and everyday ASCII punctuation stay allowed: people write them.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern removes
export const ILLEGAL_INPUT_PATTERN = /[<>'"`\\\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;

export interface StrippedInput {
  /** The input without the illegal characters. */
  text: string;
  /** Each distinct removed character once, in order of first appearance; '' when nothing was removed. */
  removed: string;
}

export function stripIllegalInput(value: string): StrippedInput {
  const removed = new Set<string>();
  const text = value.replace(ILLEGAL_INPUT_PATTERN, (character) => {
    removed.add(character);
    return '';
  });
  return { text, removed: [...removed].join('') };
}

export function illegalInputMessage(removed: string): string {
  return `系统监测到非法字符输入：${removed}，请重新输入!`;
}
