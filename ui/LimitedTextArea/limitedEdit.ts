import { stripIllegalInput, textLength, truncateText } from '../validators/text';

export type LimitedEdit = {
  /** The text to keep: illegal characters stripped, within `limit` by the textLength measure. */
  text: string;
  /** Where the caret belongs: right after what the edit inserted (as kept). */
  caret: number;
  /** Each illegal character removed, once; '' when none. */
  removed: string;
};

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Applies one edit (typing, pasting, deleting) of a limited text. Only the inserted part is cut to fit,
 * as a native maxlength does, so typing or pasting in the middle never pushes text off the end.
 */
export function applyLimitedEdit(previous: string, raw: string, limit: number): LimitedEdit {
  const { text: next, removed } = stripIllegalInput(raw);

  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  )
    end += 1;
  // Never split a surrogate pair between the kept parts and the inserted part.
  if (start > 0 && isHighSurrogate(next.charCodeAt(start - 1))) start -= 1;
  if (end > 0 && isLowSurrogate(next.charCodeAt(next.length - end))) end -= 1;

  const head = next.slice(0, start);
  const inserted = next.slice(start, next.length - end);
  const tail = next.slice(next.length - end);
  const budget = limit - textLength(head) - textLength(tail);
  if (budget < 0) {
    // The text was already over the limit (set from outside): keep what fits from the start.
    const text = truncateText(next, limit);
    return { text, caret: Math.min(start + inserted.length, text.length), removed };
  }
  const kept = truncateText(inserted, budget);
  return { text: head + kept + tail, caret: head.length + kept.length, removed };
}
