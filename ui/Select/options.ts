/** Option lists of Select (and Cascader's search): matching and active-option movement, free of React. */

export type OptionValue = string | number;

export type SelectOption<T extends OptionValue = OptionValue> = {
  value: T;
  label: string;
  disabled?: boolean;
};

/**
 * Folds what people type into one form: NFKC turns full-width letters, digits and spaces (typed with a
 * Chinese input method) into ASCII, case is ignored, and all whitespace is dropped, so 北京 市 finds 北京市.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Substring match on the label; a blank query matches everything. */
export function matchesQuery(label: string, query: string): boolean {
  const needle = normalizeForSearch(query);
  return needle === '' || normalizeForSearch(label).includes(needle);
}

export function filterOptions<T extends OptionValue>(
  options: readonly SelectOption<T>[],
  query: string,
): SelectOption<T>[] {
  return options.filter((option) => matchesQuery(option.label, query));
}

export type ActiveMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option to activate after a key press, skipping disabled ones; -1 when none is enabled.
 * Arrows stop at the ends (no wrapping) so holding a key does not cycle past the list's edges.
 */
export function moveActive(
  options: readonly { disabled?: boolean | undefined }[],
  current: number,
  move: ActiveMove,
): number {
  const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));
  if (enabled.length === 0) return -1;
  const first = enabled[0] ?? -1;
  const last = enabled[enabled.length - 1] ?? -1;
  switch (move) {
    case 'first':
      return first;
    case 'last':
      return last;
    case 'next':
      return current < 0 ? first : (enabled.find((index) => index > current) ?? current);
    case 'previous':
      return current < 0 ? last : ([...enabled].reverse().find((index) => index < current) ?? current);
  }
}

/** Adds or removes `value`, keeping the order of `options` so the result does not depend on click order. */
export function toggleValue<T extends OptionValue>(
  options: readonly SelectOption<T>[],
  selected: readonly T[],
  value: T,
): T[] {
  const next = selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
  const order = new Map(options.map((option, index) => [option.value, index]));
  // Values no longer among the options (a remote search moved on) keep their place at the end.
  const rank = (value: T) => order.get(value) ?? options.length;
  return next.sort((a, b) => rank(a) - rank(b));
}

/** Splits a label around the first match of the query, to draw the matched part in bold. */
export function highlightParts(
  label: string,
  query: string,
): { before: string; match: string; after: string } {
  const needle = query.trim();
  const at = needle === '' ? -1 : label.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return { before: label, match: '', after: '' };
  return {
    before: label.slice(0, at),
    match: label.slice(at, at + needle.length),
    after: label.slice(at + needle.length),
  };
}
